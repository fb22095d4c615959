/** English strings of the new-version offer (the update prompt and the update-available page; merged into common.ts). */
export const appUpdateEn = {
  appUpdate: {
    title: 'Update available',
    prompt: 'A new version of Garage Workshop is ready.',
    pageText: 'A new version of Garage Workshop is ready. Updating reloads the app; unsaved changes on this screen are lost.',
    updateNow: 'Update now',
    later: 'Later',
    upToDateTitle: 'You have the latest version',
    upToDateText: 'There is no new version to install right now.',
    back: 'Back to the app',
  },
};
