import { Modal, useShopEvent, type ContentModalName } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RemoteModule } from '../federation/remote-module';
import { useNavigationReset } from '../routing/use-navigation-reset';

const namedContents = ['taglie', 'privacy', 'terms-and-conditions'];

/**
 * Content containers asked for with `ui:content-modal` (the size guide, privacy, terms), rendered
 * by the cms remote inside the shell's modal.
 */
export function ModalHost() {
  const intl = useIntl();
  const [name, setName] = useState<ContentModalName | null>(null);

  useShopEvent('ui:content-modal', (request) => setName(request.name));
  useNavigationReset(() => setName(null));

  if (name === null) return null;
  const title = intl.formatMessage({ id: namedContents.includes(name) ? `shell.content.${name}` : 'shell.content.other' });
  return (
    <Modal open onClose={() => setName(null)} title={title} size="large">
      <RemoteModule remote="cms" module="ContentModal" props={{ name }} variant="slot" />
    </Modal>
  );
}
