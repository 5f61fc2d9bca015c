import { alreadySubscribedMail, confirmationMail } from './newsletter-mail';

const link = { origin: 'https://shop.test', token: 'abc', hours: 48, expiresAt: new Date('2026-03-14T10:00:00Z') };

describe('the newsletter mails', () => {
  it('asks for the confirmation in Italian, with the link and how long it works', () => {
    const mail = confirmationMail('anna@example.com', 'ita', link);
    expect(mail).toMatchObject({
      kind: 'newsletter-confirmation',
      to: 'anna@example.com',
      subject: 'Conferma la tua iscrizione alla newsletter',
      text: [
        'Ciao,',
        '',
        'per ricevere la newsletter di Atelier Lanterna conferma l’iscrizione di questo indirizzo aprendo il link:',
        'https://shop.test/account/newsletter?token=abc',
        '',
        'Il link vale 48 ore e si usa una volta sola. Se non l’hai chiesto tu, ignora questo messaggio: senza conferma non riceverai nulla.',
        '',
        'A presto,',
        'Atelier Lanterna',
      ].join('\n'),
      expiresAt: link.expiresAt,
    });
    // The HTML part: the same words in the shop's layout, the link as its button.
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="it">/);
    expect(mail.html).toContain('<a href="https://shop.test/account/newsletter?token=abc"');
    expect(mail.html).toContain('Conferma l’iscrizione</a>');
  });

  it('asks in English, linking the English page', () => {
    const mail = confirmationMail('anna@example.com', 'eng', link);
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(mail.html).toContain('<a href="https://shop.test/account/newsletter?token=abc&amp;lang=en"');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'to receive the Atelier Lanterna newsletter, confirm this address by opening the link:',
        'https://shop.test/account/newsletter?token=abc&lang=en',
        '',
        'The link works for 48 hours and only once. If you did not ask for it, ignore this message: without a confirmation you will receive nothing.',
        '',
        'See you soon,',
        'Atelier Lanterna',
      ].join('\n'),
    );
  });

  it('tells an address already subscribed that there is nothing to do', () => {
    expect(alreadySubscribedMail('anna@example.com', 'ita')).toMatchObject({
      kind: 'newsletter-already',
      to: 'anna@example.com',
      subject: 'Sei già iscritto alla newsletter',
      text: 'Ciao,\n\nquesto indirizzo riceve già la newsletter di Atelier Lanterna: non devi fare nulla.\nSe non hai chiesto tu di iscriverti, ignora questo messaggio.\n\nA presto,\nAtelier Lanterna',
    });
    expect(alreadySubscribedMail('anna@example.com', 'ita').html).toContain('non devi fare nulla');
    expect(alreadySubscribedMail('anna@example.com', 'eng').text).toBe(
      'Hello,\n\nthis address already receives the Atelier Lanterna newsletter: there is nothing to do.\nIf you did not ask to subscribe, ignore this message.\n\nSee you soon,\nAtelier Lanterna',
    );
  });
});
