import type { EditableContainer } from '@shop/shared/staff';
import { useIntl } from 'react-intl';
import styles from './containers.module.css';

interface ContainerTreeProps {
  containers: EditableContainer[];
  chosen: number | null;
  onChoose: (id: number) => void;
}

/** Containers nested under their parents; unpublished ones are marked. */
export function ContainerTree({ containers, chosen, onChoose }: ContainerTreeProps) {
  const intl = useIntl();
  const children = (parent: number | null) => containers.filter((c) => c.idParent === parent);
  const branch = (parent: number | null) => {
    const items = children(parent);
    if (items.length === 0) return null;
    return (
      <ul className={styles.tree}>
        {items.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={styles.node}
              aria-current={c.id === chosen ? 'true' : undefined}
              onClick={() => onChoose(c.id)}
            >
              <span>{c.titleIta || c.name}</span>
              <small>
                {c.name}
                {!c.published && ` · ${intl.formatMessage({ id: 'backoffice.contents.unpublished' })}`}
              </small>
            </button>
            {branch(c.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <nav className={styles.treeWrap} aria-label={intl.formatMessage({ id: 'backoffice.contents.tree' })}>
      {branch(null)}
    </nav>
  );
}
