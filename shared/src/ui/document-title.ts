import { useEffect } from 'react';

let brand = '';
const titles: { id: number; title: string }[] = [];
let nextId = 0;

function apply(): void {
  const page = titles[titles.length - 1]?.title;
  document.title = page && brand ? `${page} · ${brand}` : page || brand;
}

/** The shop's name, shown alone or after the page title. */
export function setDocumentBrand(name: string): void {
  brand = name;
  apply();
}

/** Sets the page title while the component is mounted (the most recently set one wins). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    nextId += 1;
    const entry = { id: nextId, title };
    titles.push(entry);
    apply();
    return () => {
      const index = titles.findIndex((item) => item.id === entry.id);
      if (index >= 0) titles.splice(index, 1);
      apply();
    };
  }, [title]);
}
