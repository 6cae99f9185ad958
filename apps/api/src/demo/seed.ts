import type { PasswordHasher } from '../platform/access/passwords';
import type { Database } from '../platform/database/database';
import {
  DEFAULT_PAYMENT_PRODUCT_SLUG,
  demoActivitySubjectsOfBilling,
  seedBillingDemoData,
  seedInvoiceContractsDemoData,
} from '../modules/billing';
import {
  DEMO_IDS,
  DEMO_VENDORS,
  missingDemoUsers,
  seedActivityDemoData,
  seedCompanyDemoData,
  seedInvitationsDemoData,
  seedUsersDemoData,
  seedVendorsDemoData,
} from '../modules/company-users';
import { demoActivitySubjectsOfHiring, seedHiringDemoData } from '../modules/hiring';
import { seedContractsDemoData, seedContractSignaturesDemoData, seedTimesheetsDemoData } from '../modules/team-contracts';

export { DEMO_IDS, DEMO_MANAGER_PHOTO, DEMO_PASSWORD, DEMO_USERS, hasAnyCompany } from '../modules/company-users';

/**
 * Adds the demo data that is missing, module by module in one transaction: the users' companies,
 * manager and accounts and the vendors, then billing's, hiring's and contracts' rows and the
 * companies' details (with their time zones), which refer to them, the contracts' timesheets and the
 * invoices that bill them, then a
 * week of the activity log about those rows. Each module writes only its own tables. Existing rows are left
 * alone, so seeding again changes nothing.
 */
export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
  /** The product wire of the demo invoices is `${paymentProductSlug}-wire` (config.publicRuntime.paymentProductSlug). */
  options: { paymentProductSlug?: string } = {},
): Promise<{ usersCreated: number }> {
  const missingUsers = await missingDemoUsers(db, passwords);
  let usersCreated = 0;
  await db.transaction(async (tx) => {
    usersCreated = await seedUsersDemoData(tx, missingUsers);
    const paymentProductSlug = options.paymentProductSlug ?? DEFAULT_PAYMENT_PRODUCT_SLUG;
    await seedVendorsDemoData(tx, { paymentProductSlug });
    await seedBillingDemoData(tx, {
      paymentProductSlug,
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      acmeAdminId: DEMO_IDS.acmeAdmin,
    });
    await seedHiringDemoData(tx, {
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      acmeUserId: DEMO_IDS.acmeInterview,
      globexUserId: DEMO_IDS.globexAdmin,
      vendors: DEMO_VENDORS,
    });
    // My Company (company part): the contracts the vendor connections count, then the companies' details and connections.
    await seedContractsDemoData(tx, {
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      vendors: DEMO_VENDORS,
      acmeSignerId: DEMO_IDS.acmeFinance,
      globexSignerId: DEMO_IDS.globexAdmin,
    });
    await seedCompanyDemoData(tx, {
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      acmeAdminId: DEMO_IDS.acmeAdmin,
      vendors: DEMO_VENDORS,
    });
    // contracts: the weekly timesheets of the hourly contracts, in the companies' time zones (set just above)
    await seedTimesheetsDemoData(tx, {
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      acmeReviewerId: DEMO_IDS.acmeFinance,
      globexReviewerId: DEMO_IDS.globexAdmin,
    });
    // billing: the invoices of the hourly contracts bill their approved timesheets
    await seedInvoiceContractsDemoData(tx, DEMO_IDS.acme);
    // contracts: the signatures of the signed contracts, whose documents name the companies' details
    await seedContractSignaturesDemoData(tx, {
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      acmeSignerId: DEMO_IDS.acmeFinance,
      globexSignerId: DEMO_IDS.globexAdmin,
    });
    // activity log
    await seedActivityDemoData(tx, {
      acmeId: DEMO_IDS.acme,
      globexId: DEMO_IDS.globex,
      acmeAdminId: DEMO_IDS.acmeAdmin,
      acmeFinanceId: DEMO_IDS.acmeFinance,
      acmeInterviewId: DEMO_IDS.acmeInterview,
      acmeDisabledId: DEMO_IDS.acmeDisabled,
      globexAdminId: DEMO_IDS.globexAdmin,
      subjects: {
        ...(await demoActivitySubjectsOfBilling(tx, DEMO_IDS.acme)),
        ...(await demoActivitySubjectsOfHiring(tx, DEMO_IDS.acme)),
      },
    });
    await seedInvitationsDemoData(tx, { acmeId: DEMO_IDS.acme, acmeAdminId: DEMO_IDS.acmeAdmin });
  });
  return { usersCreated };
}
