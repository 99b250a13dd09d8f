/**
 * The global search and the one writer of search_document: areas publish
 * their content's changes through indexDocuments / removeDocuments in their
 * own transaction.
 */
export { searchRoutes } from './routes';
export {
  documentRow,
  indexDocuments,
  removeDocuments,
  type IndexExecutor,
  type RemoveExecutor,
  type IndexedDocument,
  type SearchDocumentRow,
} from './indexer';
export { syncReferenceDocuments } from './reference-documents';
