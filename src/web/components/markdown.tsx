import { Lexer, type Token, type Tokens } from 'marked';
import { Fragment, useMemo, type ReactNode } from 'react';
import { decodeEntities, safeHref } from '#web/lib/markdown-text';

/**
 * Markdown stored by admins (the legal pages), drawn as React elements. Safe by construction:
 * marked only parses (GitHub-flavoured: lists, tables, autolinks); every element comes from the
 * allow-list below and every text goes through React, which escapes it. So raw HTML in the
 * Markdown shows as the text it is (never an element, never `dangerouslySetInnerHTML`), a link
 * is a link only for http(s), mailto, tel or an address on this site (see safeHref), and images
 * show their description instead of loading anything. The same code renders on the server, so
 * the page arrives complete and hydrates without a difference.
 */

/** Deeper than this (quotes in lists in quotes…), the rest is shown as its plain text. */
const MAX_DEPTH = 12;

const LINK_CLASS =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 transition-colors hover:text-brand-900 hover:decoration-brand-600';

const ALIGN_CLASS = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

interface RenderContext {
  /** The heading level a `#` heading becomes: the document's shallowest heading is an h2. */
  headingShift: number;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_CLASS: Record<HeadingTag, string> = {
  h2: 'mt-10 text-xl font-bold tracking-tight text-brand-950 sm:text-2xl',
  h3: 'mt-8 text-lg font-semibold text-brand-950',
  h4: 'mt-6 font-semibold text-brand-950',
  h5: 'mt-6 font-semibold text-slate-900',
  h6: 'mt-6 font-semibold text-slate-700',
};

/**
 * The page's own title is its h1, so the Markdown's headings start at h2 whatever level the
 * author used first, and keep their order below it.
 */
function headingShiftOf(tokens: readonly Token[]): number {
  let shallowest = 6;
  for (const token of tokens)
    if (token.type === 'heading') shallowest = Math.min(shallowest, (token as Tokens.Heading).depth);
  return 2 - shallowest;
}

function headingTag(depth: number, context: RenderContext): HeadingTag {
  const level = Math.min(6, Math.max(2, depth + context.headingShift));
  return `h${level}` as HeadingTag;
}

function renderInline(tokens: readonly Token[] | undefined, context: RenderContext, depth: number): ReactNode {
  if (!tokens) return null;
  return tokens.map((token, index) => <Fragment key={index}>{renderInlineToken(token, context, depth)}</Fragment>);
}

function renderInlineToken(token: Token, context: RenderContext, depth: number): ReactNode {
  if (depth > MAX_DEPTH) return token.raw;
  const children = (inner: readonly Token[] | undefined) => renderInline(inner, context, depth + 1);
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      // A list item's text holds inline tokens of its own.
      if (text.tokens && text.tokens.length > 0) return children(text.tokens);
      return text.escaped ? text.text : decodeEntities(text.text);
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'strong':
      return <strong className="font-semibold text-slate-900">{children((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em>{children((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del>{children((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return (
        <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800">
          {(token as Tokens.Codespan).text}
        </code>
      );
    case 'br':
      return <br />;
    case 'link': {
      const link = token as Tokens.Link;
      const href = safeHref(link.href);
      const content = children(link.tokens);
      // A refused target (javascript:, data:, …) keeps its words and loses the link.
      if (href === undefined) return <span>{content}</span>;
      return (
        <a href={href} title={link.title ?? undefined} className={LINK_CLASS}>
          {content}
        </a>
      );
    }
    case 'image':
      // Legal text needs no pictures, and a stored image address would load from anywhere: its
      // description stands in its place.
      return (token as Tokens.Image).text;
    case 'html':
      // Raw HTML is shown as the text it is.
      return (token as Tokens.HTML).text;
    case 'checkbox':
      return (token as Tokens.Checkbox).checked ? '☑ ' : '☐ ';
    default:
      return 'tokens' in token && token.tokens ? children(token.tokens) : 'text' in token ? String(token.text) : null;
  }
}

function renderBlocks(tokens: readonly Token[], context: RenderContext, depth: number): ReactNode {
  return tokens.map((token, index) => <Fragment key={index}>{renderBlock(token, context, depth)}</Fragment>);
}

function renderBlock(token: Token, context: RenderContext, depth: number): ReactNode {
  if (depth > MAX_DEPTH) return <p className="mt-4 break-words whitespace-pre-wrap">{token.raw}</p>;
  const inline = (tokens: readonly Token[] | undefined) => renderInline(tokens, context, depth + 1);
  const blocks = (tokens: readonly Token[]) => renderBlocks(tokens, context, depth + 1);
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const heading = token as Tokens.Heading;
      const Tag = headingTag(heading.depth, context);
      return <Tag className={`${HEADING_CLASS[Tag]} break-words first:mt-0`}>{inline(heading.tokens)}</Tag>;
    }
    case 'paragraph':
      return <p className="mt-4 break-words first:mt-0">{inline((token as Tokens.Paragraph).tokens)}</p>;
    case 'text': {
      // Text directly in a list item (a tight list).
      const text = token as Tokens.Text;
      return text.tokens ? inline(text.tokens) : decodeEntities(text.text);
    }
    case 'blockquote':
      return (
        <blockquote className="mt-4 border-l-4 border-brand-200 pl-4 text-slate-700 italic first:mt-0">
          {blocks((token as Tokens.Blockquote).tokens)}
        </blockquote>
      );
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item, index) => (
        <li key={index} className="pl-1">
          {blocks(item.tokens)}
        </li>
      ));
      return list.ordered ? (
        <ol
          start={list.start === '' || list.start === 1 ? undefined : list.start}
          className="mt-4 list-decimal space-y-2 pl-6 first:mt-0"
        >
          {items}
        </ol>
      ) : (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-400 first:mt-0">{items}</ul>
      );
    }
    case 'code':
      return (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm first:mt-0">
          <code className="font-mono text-slate-800">{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr className="my-8 border-slate-200" />;
    case 'table': {
      const table = token as Tokens.Table;
      const align = (cell: Tokens.TableCell) => (cell.align ? ALIGN_CLASS[cell.align] : 'text-left');
      return (
        <div className="mt-4 overflow-x-auto first:mt-0">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                {table.header.map((cell, index) => (
                  <th key={index} scope="col" className={`px-3 py-2 font-semibold text-slate-900 ${align(cell)}`}>
                    {inline(cell.tokens)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-slate-200">
                  {row.map((cell, index) => (
                    <td key={index} className={`px-3 py-2 align-top ${align(cell)}`}>
                      {inline(cell.tokens)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'html':
      // A block of raw HTML is shown as the text it is, line breaks kept.
      return <p className="mt-4 break-words whitespace-pre-wrap first:mt-0">{(token as Tokens.HTML).text}</p>;
    default:
      // Inline tokens at block level, and anything a later marked may add: as inline content.
      return renderInlineToken(token, context, depth);
  }
}

/** Parses Markdown into marked's tokens (GitHub-flavoured, no HTML output). */
export function markdownTokens(source: string): Token[] {
  return Lexer.lex(source, { gfm: true, breaks: false });
}

interface MarkdownProps {
  /** The Markdown text. */
  source: string;
  className?: string;
}

/** Markdown as safe React elements (see the top of this file). */
export function Markdown({ source, className = '' }: MarkdownProps) {
  const content = useMemo(() => {
    const tokens = markdownTokens(source);
    return renderBlocks(tokens, { headingShift: headingShiftOf(tokens) }, 0);
  }, [source]);
  return <div className={`leading-relaxed break-words text-slate-700 ${className}`}>{content}</div>;
}
