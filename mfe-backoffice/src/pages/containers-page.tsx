import { Button, EmptyState, PageFrame, askConfirm, showAlert, showToast, Skeleton, useRequest } from '@shop/shared';
import { type EditableContainer } from '@shop/shared/staff';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ContainerForm } from '../containers/container-form';
import { ContainerTree } from '../containers/container-tree';
import { staffRead, staffWrite } from '../staff/staff-api';
import styles from '../containers/containers.module.css';

/** The content editor: the tree of containers and the chosen one's fields; children can be added and removed. */
export function ContainersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [language, setLanguage] = useState<'ita' | 'eng'>('ita');
  const tree = useRequest(`tree|${version}`, (signal) => staffRead<{ records: EditableContainer[] }>({ entity: 'ContainerTree' }, signal));
  const reload = () => setVersion((n) => n + 1);
  const all = tree.data?.records ?? [];
  const current = all.find((c) => c.id === chosen);

  const addChild = async (parent: EditableContainer) => {
    try {
      const reply = await staffWrite('create', {
        entity: 'Container',
        idParent: parent.id,
        fields: {
          name: `${parent.name}-nuovo`,
          containerClass: 'CONTENT',
          title: t('backoffice.contents.newTitle'),
          published: false,
          layoutPosition: 'Center',
          position: 99,
        },
      });
      showToast(t('backoffice.contents.added'), 'success');
      if (reply.id) setChosen(reply.id);
      reload();
    } catch (failure) {
      showAlert({ message: failure instanceof Error ? failure.message : t('backoffice.error'), severity: 'error' });
    }
  };

  const remove = async (container: EditableContainer) => {
    if (!(await askConfirm(intl.formatMessage({ id: 'backoffice.contents.confirmRemove' }, { name: container.name })))) return;
    try {
      await staffWrite('delete', { entity: 'Container', id: container.id });
      showToast(t('backoffice.contents.removed'), 'success');
      setChosen(container.idParent);
      reload();
    } catch (failure) {
      showAlert({ message: failure instanceof Error ? failure.message : t('backoffice.error'), severity: 'error' });
    }
  };

  return (
    <PageFrame title={t('backoffice.contents')} eyebrow={t('backoffice.section')}>
      {tree.status === 'loading' && <Skeleton height="20rem" />}
      {tree.status === 'error' && (
        <EmptyState title={t('backoffice.error')} action={<Button onClick={tree.reload}>{t('backoffice.retry')}</Button>}>
          {tree.error.message}
        </EmptyState>
      )}
      {tree.status === 'success' && (
        <div className={styles.layout}>
          <ContainerTree containers={all} chosen={chosen} onChoose={setChosen} />
          <div className={styles.editor}>
            {!current && <p className={styles.muted}>{t('backoffice.contents.choose')}</p>}
            {current && (
              <>
                <div className={styles.editorHead}>
                  <h2 className={styles.editorTitle}>{current.name}</h2>
                  <div className={styles.languages} role="group" aria-label={t('backoffice.contents.language')}>
                    {(['ita', 'eng'] as const).map((code) => (
                      <Button
                        key={code}
                        size="small"
                        variant={language === code ? 'primary' : 'secondary'}
                        aria-pressed={language === code}
                        onClick={() => setLanguage(code)}
                      >
                        {code.toUpperCase()}
                      </Button>
                    ))}
                  </div>
                </div>
                <ContainerForm key={`${current.id}|${language}|${version}`} container={current} language={language} onSaved={reload} />
                <div className={styles.childActions}>
                  <Button variant="secondary" onClick={() => void addChild(current)}>
                    {t('backoffice.contents.addChild')}
                  </Button>
                  <Button variant="ghost" onClick={() => void remove(current)}>
                    {t('backoffice.contents.remove')}
                  </Button>
                </div>
              </>
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
