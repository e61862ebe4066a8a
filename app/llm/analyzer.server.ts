import { builtinAnalyzer } from "~/analysis/builtin";
import type { Analyzer } from "~/analysis/types";

/** The analyzer the worker uses; LLM providers plug in here. */
export function getAnalyzer(): Analyzer {
  return builtinAnalyzer;
}
