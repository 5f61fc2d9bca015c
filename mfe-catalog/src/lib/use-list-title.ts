import { apiRead, localName, useRequest, type LanguageCode, type ListKind, type ListParams, type ReadRequest } from '@shop/shared';
import { useIntl } from 'react-intl';

interface Named {
  code: string;
  name: string;
}

/** Which reference list names the page, and how to read a record's code and name. */
function lookupOf(
  kind: ListKind,
  params: ListParams,
): { request: ReadRequest; code: string; pick: (record: Record<string, string>) => Named } | null {
  if (kind === 'famiglia' && params.codFamigliaArticolo) {
    return {
      request: { entity: 'FamigliaArticolo' },
      code: params.codFamigliaArticolo,
      pick: (r) => ({ code: r.codFamigliaArticolo ?? '', name: r.desFamigliaArticolo ?? '' }),
    };
  }
  if (kind === 'category' && params.codCategoriaMerceologica) {
    return {
      request: { entity: 'Categoria' },
      code: params.codCategoriaMerceologica,
      pick: (r) => ({ code: r.codCategoria ?? '', name: r.desCategoria ?? '' }),
    };
  }
  if (kind === 'linea' && params.codLinea) {
    return {
      request: { entity: 'Linea' },
      code: params.codLinea,
      pick: (r) => ({ code: r.codLinea ?? '', name: r.desLinea ?? '' }),
    };
  }
  if (kind === 'modulo' && params.codModuloSdo) {
    return {
      request: { entity: 'ModuloSdo' },
      code: params.codModuloSdo,
      pick: (r) => ({ code: r.codModuloSdo ?? '', name: r.desModuloSdo ?? '' }),
    };
  }
  return null;
}

/** The page's name (and line) as stored, 'Italiano/English'. */
async function nameOf(kind: ListKind, params: ListParams, signal: AbortSignal): Promise<string[] | null> {
  const lookup = lookupOf(kind, params);
  if (!lookup) return null;
  const reply = await apiRead<Record<string, string>>(lookup.request, { signal });
  const name = reply.records.map(lookup.pick).find((item) => item.code === lookup.code)?.name ?? lookup.code;
  if (kind !== 'modulo' || !params.codLinea) return [name];
  const lines = await apiRead<Record<string, string>>({ entity: 'Linea' }, { signal });
  const line = lines.records.find((record) => record.codLinea === params.codLinea)?.desLinea ?? params.codLinea;
  return [name, line];
}

/** The list title of SPEC: family (in the shopper's language), category, module and line, or the kind's own. */
export function useListTitle(kind: ListKind, params: ListParams, language: LanguageCode): string {
  const intl = useIntl();
  const names = useRequest(`${kind}|${JSON.stringify(params)}`, (signal) => nameOf(kind, params, signal));
  const name = names.data ? names.data.map((part) => localName(part, language)).join(' · ') : null;
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (kind) {
    case 'search':
      return text('catalog.search', { keyword: params.keyword ?? '' });
    case 'famiglia':
    case 'category':
    case 'modulo':
    case 'linea':
      return name ?? text('catalog.section');
    default:
      return text(`catalog.${kind}`);
  }
}
