// The records in the runner's checkout, and the mapping between repository paths and the record
// paths (`models/<lab>/<model>.toml`) the engine and the feed use.
import { join } from 'node:path';
import { type RecordPaths, recordPaths } from '../../core/record-path.js';
import type { RegistryFile } from '../../core/types.js';
import { MAX_RECORD_BYTES } from '../../core/validate/index.js';
import { readRegistry } from '../fs/read-registry.js';
import type { Settings } from './settings.js';

export interface Checkout extends RecordPaths {
  /** All record files under models-dir. */
  readAll: () => Promise<RegistryFile[]>;
  /** One record's bytes, or null when the checkout does not have it. */
  readOne: (recordPath: string) => Promise<Uint8Array | null>;
}

export function checkoutOf(settings: Pick<Settings, 'workspace' | 'modelsDir'>): Checkout {
  const where = { modelsDir: join(settings.workspace, settings.modelsDir), boundary: settings.workspace };
  const paths = recordPaths(settings.modelsDir);
  return {
    ...paths,
    readAll: () => readRegistry(where, MAX_RECORD_BYTES),
    readOne: async (recordPath) => {
      const [file] = await readRegistry(where, MAX_RECORD_BYTES, [recordPath]);
      return file && 'bytes' in file ? file.bytes : null;
    },
  };
}
