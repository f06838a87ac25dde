// The page's content security policy allows no eval (script-src 'self'), so zod's compiled
// object parsers can never run here; yet each object schema, as it is built, probes
// `new Function` unless zod is `jitless`, a refusal the browser files as a policy violation.
// zod keeps its settings on `globalThis.__zod_globalConfig` and adopts an object it finds there
// (core.js), so setting it here, in the first module the page evaluates, holds for every chunk
// that brings zod later, whatever the order its schema modules evaluate in. It is the same
// setting as `z.config({ jitless: true })`, which would need zod in the first load.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
