import { defaultApiBase, isApiError, languageAtom, shopStore, type ApiError } from '@shop/shared';
import { fakeUploads, STAFF_SESSION } from '../test-support';
import { uploadPhotos, type UploadProgress } from './photo-upload';
import { setStaffSessionId, staffSessionId } from './session';

const uploads = fakeUploads();

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  setStaffSessionId(STAFF_SESSION);
});

const photo = (name: string, bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const reply = { error: false, codArticolo: 'A1', photos: [], added: [7, 8] };

/** The rejection of `promise` (failing the test when it resolves). */
async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

describe('the photo uploader', () => {
  it('posts the fields, then the files, with the staff session and the language, and tells the progress', async () => {
    shopStore.set(languageAtom, 'eng');
    const seen: UploadProgress[] = [];
    const files = [photo('davanti.jpg', 300), photo('retro.png', 200, 'image/png')];
    const done = uploadPhotos({ codArticolo: 'A1', codColore: 'BLU', files }, { onProgress: (progress) => seen.push(progress) });

    expect(uploads).toHaveLength(1);
    const sent = uploads[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${defaultApiBase}/StaffAction/photoUpload`);
    expect(sent.headers).toMatchObject({ 'x-staff-session': STAFF_SESSION, 'x-language-code': 'eng' });
    expect(sent.headers).not.toHaveProperty('content-type');
    expect([...sent.body.keys()]).toEqual(['codArticolo', 'codColore', 'foto', 'foto']);
    expect(sent.body.get('codArticolo')).toBe('A1');
    expect(sent.body.get('codColore')).toBe('BLU');
    expect(sent.body.getAll('foto').map((file) => (file as File).name)).toEqual(['davanti.jpg', 'retro.png']);

    sent.progress(250, 500);
    sent.progress(500, 500);
    sent.respond(200, reply);
    await expect(done).resolves.toEqual(reply);
    expect(seen).toEqual([
      { loaded: 250, total: 500 },
      { loaded: 500, total: 500 },
    ]);
  });

  it("rejects a refusal with the server's own message and status, the staff session kept", async () => {
    const done = uploadPhotos({ codArticolo: 'A1', codColore: 'BLU', files: [photo('nota.jpg', 10)] });
    const message = 'Il file «nota.jpg» non è un’immagine JPEG, PNG, WebP o AVIF: nessuna foto salvata';
    uploads[0]!.respond(415, { error: true, message });
    const refusal = await refusalOf(done);
    expect(refusal).toMatchObject({ kind: 'http', status: 415, serverMessage: message, message });
    expect(staffSessionId()).toBe(STAFF_SESSION);
  });

  it('ends the staff session on a 401, and tells a broken connection apart', async () => {
    const refused = uploadPhotos({ codArticolo: 'A1', codColore: 'BLU', files: [photo('a.jpg', 10)] });
    uploads[0]!.respond(401, { error: true, message: 'Accesso negato' });
    expect(await refusalOf(refused)).toMatchObject({ status: 401, serverMessage: 'Accesso negato' });
    expect(staffSessionId()).toBeNull();

    const broken = uploadPhotos({ codArticolo: 'A1', codColore: 'BLU', files: [photo('a.jpg', 10)] });
    uploads[1]!.fail();
    expect(await refusalOf(broken)).toMatchObject({ kind: 'network', status: undefined });
  });

  it('stops the request when its signal aborts', async () => {
    const controller = new AbortController();
    const done = uploadPhotos({ codArticolo: 'A1', codColore: 'BLU', files: [photo('a.jpg', 10)] }, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[0]!.aborted).toBe(true);
  });
});
