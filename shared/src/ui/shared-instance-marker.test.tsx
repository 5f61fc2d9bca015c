import { render, screen } from '@testing-library/react';
import { sharedInstanceId } from '../events/instance-id';
import { SharedInstanceMarker } from './shared-instance-marker';

describe('SharedInstanceMarker', () => {
  it('carries the instance id for browser tests and stays out of what a screen reader reads', () => {
    render(<SharedInstanceMarker />);
    const marker = screen.getByTestId('shared-instance');
    expect(marker).toHaveAttribute('data-instance', sharedInstanceId);
    expect(marker).not.toBeVisible();
    expect(screen.queryByText(sharedInstanceId, { ignore: '[hidden], [hidden] *' })).toBeNull();
  });
});
