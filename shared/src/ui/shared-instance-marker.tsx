import { sharedInstanceId } from '../events/instance-id';

/**
 * Prints the id of this copy of @shop/shared, so a browser test can see that host and remotes share
 * one. `hidden`: out of the page and of the accessibility tree, so no screen reader reads it aloud.
 */
export function SharedInstanceMarker() {
  return (
    <p hidden data-testid="shared-instance" data-instance={sharedInstanceId}>
      {sharedInstanceId}
    </p>
  );
}
