// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a production build, so the
// server sends compressed files without compressing on each request.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = assets[name].buffer();
            if (buffer.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gzip = zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip), { compressed: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
