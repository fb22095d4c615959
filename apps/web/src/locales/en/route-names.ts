/** English names of spec routes that open the coming-soon page (merged into common.ts). */
export const routeNamesEn = {
  routeNames: {
    buySms: 'Buy SMS credits',
  },
};
