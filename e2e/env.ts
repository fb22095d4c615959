// Fresh embedded database per run, on its own port, so the tests never touch ./data.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = new URL('./.data/', import.meta.url).pathname;
/** The fake OpenAI-compatible advisory endpoint the advisory spec starts; the server is pointed at it. */
export const E2E_ADVISORY_PORT = Number(process.env.E2E_ADVISORY_PORT ?? E2E_PORT + 4);
