import { eq } from 'drizzle-orm';
import { customers, passwordResetCodes } from '../../core/db/schema';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { CODE_ATTEMPTS, consumeResetCode, issueResetCode } from './password-reset';

describeEachDatabase('recovery codes under tries sent at once', (shop) => {
  const demoId = async () => {
    const [demo] = await shop()
      .database.db.select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, shop().config.demo.email));
    return demo!.id;
  };
  const attemptsOf = async (customerId: number) =>
    (await shop().database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.customerId, customerId))).map((row) => ({
      attempts: row.attempts,
      used: row.usedAt !== null,
    }));

  it('counts exactly five of twenty wrong codes sent together, then refuses the right one', async () => {
    const customerId = await demoId();
    const code = await issueResetCode(shop().database.db, customerId);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeResetCode(shop().database.db, customerId, wrong)));
    expect(results.every((result) => result === false)).toBe(true);
    expect((await attemptsOf(customerId)).at(-1)).toEqual({ attempts: CODE_ATTEMPTS, used: true });
    expect(await consumeResetCode(shop().database.db, customerId, code)).toBe(false);
  });

  it('lets only one of two right codes sent together through', async () => {
    const customerId = await demoId();
    const code = await issueResetCode(shop().database.db, customerId);
    const results = await Promise.all([0, 1].map(() => consumeResetCode(shop().database.db, customerId, code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
