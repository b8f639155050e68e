/**
 * The data center's calls (contract/data-call-index.ts), kept out of every page's first load, join `api` when a
 * report page loads. The fill-in pages add the same index; adding it twice changes nothing.
 */
import { dataCallIndex } from '@contract/data-call-index';
import { addCalls } from '@/services/api';

addCalls(dataCallIndex);
