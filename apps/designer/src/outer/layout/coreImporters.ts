/**
 * The core's importers, which the outer app loads on first use (`await import('../layout/coreImporters')`).
 * Loaded through this module rather than `import('@formwright/core/authoring')`: a dynamic import of the
 * whole entry made the bundler keep all of it (the openEHR, MRRT and FHIR importers) in one chunk, which the
 * editor frame, importing a few names of that entry at start, then loaded too (67 kB gzipped).
 */
export {
  importMrrtTemplate,
  importOpenEhrTemplate,
  importQuestionnaire,
  parseSpec,
} from '@formwright/core/authoring';
