// Writes preload.json: for each entry of the build, the files of the chunks its first dynamic
// import (the `import('./bootstrap')` boundary) loads, so the server can preload them in the page.
class PreloadListPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const list = {};
        for (const [name, entrypoint] of compilation.entrypoints) {
          const entryModules = new Set();
          for (const chunk of entrypoint.chunks) {
            for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(chunk)) entryModules.add(module);
          }
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            const fromEntry = group.origins.some(
              (origin) => origin.module && entryModules.has(origin.module) && origin.request?.includes('bootstrap'),
            );
            if (!fromEntry) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
          }
          list[name] = [...files].sort();
        }
        compilation.emitAsset('preload.json', new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PreloadListPlugin };
