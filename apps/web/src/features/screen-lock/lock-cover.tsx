import { createPortal } from 'react-dom';
import classes from './screen-lock.module.css';

/** What hides the page while the lock's dialog loads: the dialog's overlay, without the dialog. */
export function LockCover() {
  return createPortal(<div className={classes.cover} data-testid="screen-lock-cover" />, document.body);
}
