import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { hasControlCharacters } from '../text/display-text';
import { inputError } from './input.errors';

/** GraphQL arguments (@nestjs/graphql's GqlParamtype.ARGS, not exported) and HTTP inputs; never the context or info objects. */
const CHECKED_PARAMETERS: readonly unknown[] = [3, 'body', 'query', 'param'];
/** Nesting a GraphQL argument may reach; input types are a few levels deep. */
const MAX_ARGUMENT_DEPTH = 16;

/**
 * Refuses any argument string holding a control character (NUL and the like) before a
 * service sees it: no name, email, reason or file may carry one, and PostgreSQL text cannot.
 */
@Injectable()
export class ControlCharactersPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!CHECKED_PARAMETERS.includes(metadata.type)) return value;
    const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: metadata.data ?? 'argument', depth: 0 }];
    while (pending.length > 0) {
      const item = pending.pop() as (typeof pending)[number];
      if (typeof item.value === 'string') {
        if (hasControlCharacters(item.value)) throw inputError('INVALID_TEXT', `${item.path} contains a control character (such as NUL); remove it`, { field: item.path });
      } else if (Array.isArray(item.value)) {
        if (item.depth < MAX_ARGUMENT_DEPTH) item.value.forEach((v, i) => pending.push({ value: v, path: `${item.path}[${i}]`, depth: item.depth + 1 }));
      } else if (typeof item.value === 'object' && item.value !== null && item.depth < MAX_ARGUMENT_DEPTH) {
        for (const [key, v] of Object.entries(item.value)) pending.push({ value: v, path: `${item.path}.${key}`, depth: item.depth + 1 });
      }
    }
    return value;
  }
}
