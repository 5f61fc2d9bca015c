import { sharedInstanceId } from '../events/instance-id';
import styles from './page-frame.module.css';

/** Prints the id of this copy of @shop/shared, so a browser test can see that host and remotes share one. */
export function SharedInstanceMarker() {
  return (
    <p className={styles.instance} data-testid="shared-instance" data-instance={sharedInstanceId}>
      {sharedInstanceId}
    </p>
  );
}
