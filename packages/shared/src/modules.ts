import { z } from 'zod';
import { moduleIds, type ModuleNode } from './module-tree.ts';

export { flattenModules, moduleIds, type ModuleId, type ModuleNode } from './module-tree.ts';

export const moduleIdSchema = z.enum(moduleIds);

export const moduleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(moduleNodeSchema),
  }),
);
