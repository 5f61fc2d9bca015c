import { readFile } from 'node:fs/promises';
import path from 'node:path';
import xmldsigSchema from '@authenio/samlify-node-xmllint/build/schemas/xmldsig-core-schema.xsd.js';
import { validateXML } from 'xmllint-wasm';
import { findRepoRoot } from '../paths';

/**
 * Validation of FatturaPA XML against the official schema (Schema_1.2.1.xsd, shipped with
 * @digitalia/fatturapa), for tests. xmllint makes no network requests, so the xmldsig schema the
 * XSD imports from w3.org is preloaded and the import pointed at it. Its DOCTYPE (a reference to
 * XMLSchema.dtd, which xmllint does not load) is left as is: it gives no trouble.
 */

const SCHEMA_FILE = 'server/node_modules/@digitalia/fatturapa/src/schemas/Schema_1.2.1.xsd';
const XMLDSIG_FILE = 'xmldsig-core-schema.xsd';

let schema: Promise<string> | undefined;

/** The FatturaPA XSD with its xmldsig import pointed at the preloaded file (and no byte order mark). */
async function loadSchema(): Promise<string> {
  const text = await readFile(path.join(findRepoRoot(), SCHEMA_FILE), 'utf8');
  const local = text
    .replace(/^\uFEFF/, '')
    .replace(/schemaLocation="http[^"]*xmldsig-core-schema\.xsd"/, `schemaLocation="${XMLDSIG_FILE}"`);
  if (!local.includes(`schemaLocation="${XMLDSIG_FILE}"`)) throw new Error('xmldsig import not found in the FatturaPA schema');
  return local;
}

/** Validates one FatturaPA document; errors are xmllint's messages. */
export async function validateFatturaPa(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  schema ??= loadSchema();
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [{ fileName: 'fatturapa.xsd', contents: await schema }],
    preload: [{ fileName: XMLDSIG_FILE, contents: xmldsigSchema }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
