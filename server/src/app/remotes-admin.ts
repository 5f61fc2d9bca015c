import { stat, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName } from '@shop/shared/contracts';
import type { AppConfig } from '../core/config';
import type { Database } from '../core/db/client';
import { RELEASES_TOPIC } from '../core/changes';
import type { ObjectStore } from '../core/storage/object-store';
import {
  activateRelease,
  createDeployToken,
  filesOfFolder,
  filesOfTarball,
  listReleases,
  pruneReleases,
  publishRelease,
  registerHostedRelease,
  ReleaseRefusal,
  revokeDeployTokens,
  rollbackRemote,
  servedIncompatibilities,
  shellProvides,
  type RemoteReleases,
} from '../releases';

/** A refusal the command prints as it is (no stack). */
export class RemotesAdminError extends Error {}

export const REMOTES_USAGE = `Uso:
  node server/dist/remotes.js token NOME                           crea un token di deploy per il remote (lo stampa una volta)
  node server/dist/remotes.js revoke NOME                          revoca i token di deploy del remote
  node server/dist/remotes.js publish NOME CARTELLA|FILE.tar.gz    pubblica la build di produzione (stampa l'id della release)
  node server/dist/remotes.js publish NOME URL MANIFEST.json       registra una release ospitata altrove (CDN)
  node server/dist/remotes.js activate NOME RELEASE [--percent N]  attiva la release (per N visitatori su 100)
  node server/dist/remotes.js rollback NOME                        torna alla release precedente
  node server/dist/remotes.js list                                 elenca release e attivazioni
  node server/dist/remotes.js prune                                elimina le release a cui non si può più tornare
  node server/dist/remotes.js check                                verifica che la shell di questa build serva le release attive
NOME: ${remoteNames.join(', ')}. Con il database integrato e il server avviato si usano gli equivalenti HTTP (/ops/remotes).`;

export type RemotesCommand =
  | { command: 'token' | 'revoke' | 'rollback'; remote: RemoteName }
  | { command: 'publish'; remote: RemoteName; source: string; manifest: string | null }
  | { command: 'activate'; remote: RemoteName; release: string; percent: number }
  | { command: 'list' | 'prune' | 'check' };

function remoteOf(value: string | undefined): RemoteName {
  const remote = remoteNames.find((name) => name === value);
  if (!remote) throw new RemotesAdminError(`remote sconosciuto: ${value ?? '(mancante)'}\n${REMOTES_USAGE}`);
  return remote;
}

/** Reads the command line (without node and the script). */
export function parseRemotesArgs(args: string[]): RemotesCommand {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { percent: { type: 'string' } } });
  } catch (error) {
    throw new RemotesAdminError(`${(error instanceof Error ? error.message : String(error)).split(/\.\s/)[0] ?? ''}\n${REMOTES_USAGE}`);
  }
  const [command, name, third, fourth, ...rest] = parsed.positionals;
  const percentText = parsed.values.percent;
  if (rest.length > 0 || (percentText !== undefined && command !== 'activate')) throw new RemotesAdminError(REMOTES_USAGE);
  switch (command) {
    case 'list':
    case 'prune':
    case 'check':
      if (name !== undefined) throw new RemotesAdminError(REMOTES_USAGE);
      return { command };
    case 'token':
    case 'revoke':
    case 'rollback':
      if (third !== undefined) throw new RemotesAdminError(REMOTES_USAGE);
      return { command, remote: remoteOf(name) };
    case 'publish':
      if (!third) throw new RemotesAdminError(REMOTES_USAGE);
      return { command, remote: remoteOf(name), source: third, manifest: fourth ?? null };
    case 'activate': {
      if (!third || fourth !== undefined) throw new RemotesAdminError(REMOTES_USAGE);
      const percent = percentText === undefined ? 100 : Number(percentText);
      if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new RemotesAdminError('--percent va da 1 a 100');
      return { command, remote: remoteOf(name), release: third, percent };
    }
    default:
      throw new RemotesAdminError(REMOTES_USAGE);
  }
}

/** One remote's state in a few lines: what it serves, and its releases newest first. */
export function describeRemote(entry: RemoteReleases): string {
  const { serving } = entry;
  const lines = [
    `${entry.remote}: ${serving.releaseId ?? 'build del repository'}${serving.candidateId ? `, ${serving.candidateId} al ${serving.percent}%` : ''}`,
  ];
  for (const release of entry.releases) lines.push(`  ${release.id}  ${release.publishedAt}  ${release.publishedBy}`);
  const last = entry.history[0];
  if (last) lines.push(`  ultima attivazione: ${last.activatedAt} da ${last.activatedBy}${last.rollback ? ' (rollback)' : ''}`);
  return lines.join('\n');
}

/** Runs a command against the database; answers what to print. Activations are announced to the running servers. */
export async function runRemotesCommand(
  database: Database,
  storage: ObjectStore,
  config: AppConfig,
  command: RemotesCommand,
): Promise<string> {
  const { db } = database;
  const by = 'riga di comando';
  const announce = async () => {
    await database.changes?.publish(JSON.stringify({ topic: RELEASES_TOPIC, from: 'command-line' }));
  };
  try {
    switch (command.command) {
      case 'token':
        return await createDeployToken(db, command.remote);
      case 'revoke':
        return `token revocati: ${await revokeDeployTokens(db, command.remote)}`;
      case 'publish': {
        const provides = shellProvides(config.repoRoot);
        if (/^https?:\/\//.test(command.source)) {
          if (!command.manifest) throw new RemotesAdminError(`serve il file mf-manifest.json della release\n${REMOTES_USAGE}`);
          const manifest = JSON.parse(await readFile(command.manifest, 'utf8')) as unknown;
          return (await registerHostedRelease(db, { remote: command.remote, entry: command.source, manifest, by, provides })).id;
        }
        const files = (await stat(command.source)).isDirectory()
          ? await filesOfFolder(command.source)
          : await filesOfTarball(await readFile(command.source));
        return (await publishRelease(db, storage, { remote: command.remote, files, by, provides })).id;
      }
      case 'activate': {
        const serving = await activateRelease(db, { ...command, id: command.release, by, provides: shellProvides(config.repoRoot) });
        await announce();
        return `${command.remote}: ${serving.releaseId ?? 'build del repository'}${serving.candidateId ? `, ${serving.candidateId} al ${serving.percent}%` : ''}`;
      }
      case 'rollback': {
        const serving = await rollbackRemote(db, command.remote, by);
        await announce();
        return `${command.remote}: ${serving.releaseId ?? 'build del repository'}`;
      }
      case 'list':
        return (await listReleases(db, remoteNames)).map(describeRemote).join('\n');
      case 'check': {
        const problems = await servedIncompatibilities(db, remoteNames, shellProvides(config.repoRoot));
        if (problems.length) throw new RemotesAdminError(`la shell non serve le release attive:\n${problems.join('\n')}`);
        return 'la shell serve tutte le release attive';
      }
      case 'prune': {
        const removed = await pruneReleases(db, storage, remoteNames);
        return removed.length ? `eliminate: ${removed.join(', ')}` : 'nessuna release da eliminare';
      }
    }
  } catch (error) {
    if (error instanceof ReleaseRefusal) throw new RemotesAdminError(error.message);
    throw error;
  }
}
