/** The back office's own calls, kept out of every page's first load, join `api` when any part of the back office loads. */
import { adminCallIndex } from '@contract/admin-call-index';
import { addCalls } from '@/services/api';

addCalls(adminCallIndex);
