/**
 * `load` run once and its promise shared by every caller; after a failure the next call runs it again (a chunk that
 * did not arrive is fetched again, not remembered as failed). For a lazy screen's, dialog's or texts' module.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
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
