/**
 * The client modules. A new module adds one line here; its pages reach the router, the mini-program's packages
 * and the H5 paths (src/routes.ts), and its texts reach i18n as its own namespace.
 */
import type { ClientModule } from './client-module';
import { accountModule } from './features/account/module';
import { authModule } from './features/auth/module';
import { backofficeModule } from './features/backoffice/module';
import { bookingModule } from './features/booking/module';
import { documentsModule } from './features/documents/module';
import { fillinModule } from './features/fillin/module';
import { hallModule } from './features/hall/module';
import { homeModule } from './features/home/module';
import { homepageModule } from './features/homepage/module';
import { identityModule } from './features/identity/module';
import { mattersModule } from './features/matters/module';
import { messagesModule } from './features/messages/module';
import { noticesModule } from './features/notices/module';
import { reportModule } from './features/report/module';
import { searchModule } from './features/search/module';
import { securityModule } from './features/security/module';
import { supervisionModule } from './features/supervision/module';

/** The mini-program opens on the home and any call may send it to the sign-in: both stay in the main package. */
const mainPackage = [homeModule, authModule];
/** Every other module is a subpackage, fetched when first needed (the 2 MB quota is per package). */
const subpackages = [searchModule, noticesModule, mattersModule, hallModule, securityModule, accountModule, identityModule, homepageModule, messagesModule, backofficeModule, bookingModule, fillinModule, reportModule, supervisionModule, documentsModule];

export const modules: ClientModule[] = [...mainPackage, ...subpackages.map((m) => ({ ...m, subpackage: true }))];
