import { Modal, useShopEvent, type ModalRequest } from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RemoteModule } from '../federation/remote-module';
import { useNavigationReset } from '../routing/use-navigation-reset';

const namedContents = ['taglie', 'privacy', 'terms-and-conditions'];

/**
 * The one modal of `ui:modal`, and content containers asked for with `ui:content-modal` (the size
 * guide, privacy, terms), rendered by the cms remote inside the modal.
 */
export function ModalHost() {
  const intl = useIntl();
  const [request, setRequest] = useState<ModalRequest | null>(null);

  useShopEvent('ui:modal', setRequest);
  useShopEvent('ui:content-modal', ({ name }) => {
    const title = intl.formatMessage({ id: namedContents.includes(name) ? `shell.content.${name}` : 'shell.content.other' });
    setRequest({ title, size: 'large', content: <RemoteModule remote="cms" module="ContentModal" props={{ name }} variant="slot" /> });
  });
  useNavigationReset(() => setRequest(null));

  const close = () => {
    setRequest(null);
    request?.onClose?.();
  };
  return (
    <Modal open={request !== null} onClose={close} title={request?.title} label={request?.label} size={request?.size}>
      {request?.content}
    </Modal>
  );
}
