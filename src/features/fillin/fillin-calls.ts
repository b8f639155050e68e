/** The fill-in pages' calls, kept out of every page's first load, join `api` when any fill-in page loads. */
import { dataCallIndex } from '@contract/data-call-index';
import { addCalls } from '@/services/api';

addCalls(dataCallIndex);
