/** The document pages' calls, kept out of every page's first load, join `api` when any document page loads. */
import { documentCallIndex } from '@contract/document-call-index';
import { addCalls } from '@/services/api';

addCalls(documentCallIndex);
