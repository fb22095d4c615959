/**
 * `load` run once and its promise shared by every caller; after a failure the next call runs it again (a chunk that
 * did not arrive is fetched again, not remembered as failed).
 */
export function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
      loading = attempt;
    }
    return loading;
  };
}
