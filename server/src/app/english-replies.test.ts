import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';
import { serverText } from '../core/http/messages';

const action = (name: string) => `/Apps/WebObjects/Shop.woa/wa/AccountAction/${name}`;

async function call(shop: TestShop, name: string, payload: object, ip: string, language?: string) {
  const headers = language ? { 'x-language-code': language } : {};
  const response = await shop.app.inject({ method: 'POST', url: action(name), payload, headers, remoteAddress: ip });
  return { status: response.statusCode, body: response.json<{ error: boolean; message?: string }>() };
}

const contact = {
  nome: 'Jane',
  cognome: 'Doe',
  email: 'jane.doe@example.com',
  telefono: '',
  messaggio: 'Is the coat lined?',
  privacy: true,
};

// A low factor makes every limit one call: each case below speaks from its own address.
describeEachDatabase(
  'replies in the language of the request',
  (shop) => {
    it('a wrong password is refused in English for an English request, in Italian otherwise', async () => {
      const payload = { email: shop().config.demo.email, password: 'Wrong!Pass1' };
      const english = await call(shop(), 'login', payload, '10.61.0.1', 'eng');
      const italian = await call(shop(), 'login', payload, '10.61.0.2', 'ita');
      expect(english.body).toEqual({ error: true, message: serverText('eng', 'loginFailed') });
      expect(italian.body).toEqual({ error: true, message: serverText('ita', 'loginFailed') });
    });

    it('a contact request is thanked in English', async () => {
      const { body } = await call(shop(), 'contact', contact, '10.61.1.1', 'eng');
      expect(body).toEqual({ error: false, message: serverText('eng', 'contactSent') });
    });

    it('a newsletter subscription is answered in English', async () => {
      const payload = { email: 'reader.en@example.com', privacy: true };
      const { body } = await call(shop(), 'subscribeNewsletter', payload, '10.61.2.1', 'eng');
      expect(body).toEqual({ error: false, message: serverText('eng', 'newsletterCheckMail') });
    });

    it('too many attempts are answered 429 in English', async () => {
      const payload = { email: 'someone@example.com', password: 'Wrong!Pass1' };
      await call(shop(), 'login', payload, '10.61.3.1', 'eng');
      const limited = await call(shop(), 'login', payload, '10.61.3.1', 'eng');
      expect(limited).toEqual({ status: 429, body: expect.objectContaining({ error: true, message: serverText('eng', 'tooMany') }) });
    });

    it('an error thrown deep in an action and an expired session are told in English', async () => {
      const favourites = await call(shop(), 'updateFavorites', { favorites: [] }, '10.61.4.1', 'eng');
      expect(favourites).toEqual({ status: 401, body: expect.objectContaining({ message: serverText('eng', 'favouritesLoginRequired') }) });
      const session = await call(shop(), 'storedSession', { xtstoredsession: 'x'.repeat(43) }, '10.61.4.2', 'eng');
      expect(session.body).toMatchObject({ error: true, message: serverText('eng', 'sessionExpired') });
    });
  },
  () => ({ rateLimitFactor: 0.1 }),
);
