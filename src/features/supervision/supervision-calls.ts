/**
 * The supervision pages' calls (contract/data-call-index.ts, shared with the data center), kept out of every page's
 * first load, join `api` when one of its pages loads; adding the index twice changes nothing.
 */
import { dataCallIndex } from '@contract/data-call-index';
import { addCalls } from '@/services/api';

addCalls(dataCallIndex);
