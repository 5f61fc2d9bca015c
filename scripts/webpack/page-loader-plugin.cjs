// Production storefront pages start from a loader of a few hundred bytes instead of the shell's
// entry: the loader (built here from its own folder, with nothing shared and no federation runtime)
// waits until the page as the server sent it has been painted, then fetches the entry. In the
// chosen page, the entry's script tag becomes the loader's, with the entry's address in `data-app`.
const { createHash } = require('node:crypto');
const path = require('node:path');
const esbuild = require('esbuild');

class PageLoaderPlugin {
  /**
   * @param {{ source: string, page: string, entry: string, HtmlWebpackPlugin: any }} options the loader's
   *   source, the page file, the entry it starts, and the page plugin whose tags it changes
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { source, page, entry, HtmlWebpackPlugin } = this.options;
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageLoaderPlugin', (compilation) => {
      let loaderFile = null;
      compilation.hooks.processAssets.tap(
        { name: 'PageLoaderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const built = esbuild.buildSync({
            entryPoints: [source],
            bundle: true,
            minify: true,
            format: 'iife',
            target: 'es2020',
            write: false,
            metafile: true,
          });
          const code = built.outputFiles[0].contents;
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
          loaderFile = `static/loader.${hash}.js`;
          compilation.emitAsset(loaderFile, new sources.RawSource(Buffer.from(code)));
          for (const input of Object.keys(built.metafile.inputs)) compilation.fileDependencies.add(path.resolve(input));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PageLoaderPlugin', (data) => {
        if (data.outputName !== page || !loaderFile) return data;
        const publicPath = data.publicPath ?? '/';
        const isEntry = (tag) =>
          tag.tagName === 'script' && new RegExp(`(^|/)${entry}\\.[0-9a-f]+\\.js$`).test(String(tag.attributes.src ?? ''));
        for (const group of [data.headTags, data.bodyTags]) {
          for (const tag of group) {
            if (!isEntry(tag)) continue;
            tag.attributes['data-app'] = tag.attributes.src;
            tag.attributes.src = `${publicPath}${loaderFile}`;
          }
        }
        return data;
      });
    });
  }
}

module.exports = { PageLoaderPlugin };
