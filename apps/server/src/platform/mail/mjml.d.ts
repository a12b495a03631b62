/** Types of the part of mjml 5 we use (the package ships none): mjml2html is async since v5. */
declare module 'mjml' {
  export type MjmlResult = { html: string; errors: { message: string; formattedMessage: string }[] };
  export default function mjml2html(
    mjml: string,
    options?: { validationLevel?: 'strict' | 'soft' | 'skip' },
  ): Promise<MjmlResult>;
}
