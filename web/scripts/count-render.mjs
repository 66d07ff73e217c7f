// Counts the instructions of one render of a page (not its time, which a busy machine moves), as
// docs/performance.md reports them: `valgrind --tool=cachegrind` over scripts/profile-render.mjs
// --count, run twice (FEW and MANY renders after the same warm-up), the difference divided by the
// renders between. Node runs single-threaded (garbage collection and compilation on the main thread,
// counted) with a predictable collection schedule; what the collector and the compilers (parser,
// bytecode, baseline, Maglev, TurboFan) spent is printed apart, since when they run varies from run
// to run. Needs valgrind, `react-router build` and, for pages with data, the content service at
// CONTENT_URL.
//
//   NODE_ENV=production node scripts/count-render.mjs [--warmup 100] [--few 60] [--many 110] [--keep DIR] PATH
//
// It prints per render: all instructions, the collector's, the compilers', and the rest (the figure to
// compare builds with). `--keep DIR` keeps the cachegrind files there (read them with cg_annotate).
// BUILD_DIR picks the build, as for profile-render.mjs.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
let warmup = 100;
let few = 60;
let many = 110;
let keep;
let page;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--warmup") warmup = Number(args[++i]);
  else if (args[i] === "--few") few = Number(args[++i]);
  else if (args[i] === "--many") many = Number(args[++i]);
  else if (args[i] === "--keep") keep = args[++i];
  else page = args[i];
}
if (!page || !(many > few)) {
  console.error("usage: node scripts/count-render.mjs [--warmup N] [--few N] [--many N] [--keep DIR] PATH");
  process.exit(2);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = keep ?? mkdtempSync(path.join(tmpdir(), "count-render-"));
mkdirSync(outDir, { recursive: true });

/** Garbage collection: V8's heap and its collectors, cppgc. */
const COLLECTOR = /(?:^|[\s:*&<])(?:v8::internal::(?:Heap|Scavenger|ScavengerCollector|MarkCompactCollector|MinorMarkSweepCollector|MinorMarkCompactCollector|MarkingBarrier|IncrementalMarking|ConcurrentMarking|Sweeper|Evacuator|FullEvacuator|EvacuationAllocator|RememberedSet|SlotSet|TypedSlotSet|MemoryAllocator|LargeObjectSpace|PagedSpace|NewSpace|SemiSpace|SemiSpaceNewSpace|GCTracer|ArrayBufferSweeper|MarkingWorklists|MarkingVisitorBase|MainMarkingVisitor|ConcurrentMarkingVisitor|YoungGenerationMarkingVisitor|PointersUpdatingVisitor|RecordMigratedSlotVisitor|EvacuateVisitorBase|EvacuateNewSpaceVisitor|EvacuateOldSpaceVisitor|WeakObjects|ScavengeVisitor|IterateAndScavengePromotedObjectsVisitor|GlobalHandles)(?=::|<|>|,|_|\s|$)|heap::base::|cppgc::)/;
/** Compilation: parsing, bytecode, the baseline compiler, Maglev, TurboFan and Turboshaft. */
const COMPILERS = /(?:^|[\s:*&<])(?:v8::internal::(?:compiler::|maglev::|baseline::|turboshaft::|interpreter::(?!Interpreter::)|Parser|ParserBase|PreParser|Scanner|Utf16CharacterStream|AstValueFactory|AstNodeFactory|DeclarationScope|Scope::|Compiler::|OptimizingCompileDispatcher|Zone::|ZoneList|AccountingAllocator|CodeGenerator|Assembler::|AssemblerBase|MacroAssembler|TurboAssembler|SharedMacroAssembler|SourcePositionTableBuilder|HandlerTableBuilder|ConstantArrayBuilder|BytecodeArrayBuilder|BytecodeGenerator|FeedbackMetadata|ScopeInfo::Create|UnoptimizedCompileJob|BackgroundCompileTask|LazyCompileDispatcher|ParseInfo|FuncNameInferrer))/;

/** Instructions by kind in one cachegrind file. */
function count(file) {
  const totals = { all: 0, collector: 0, compilers: 0 };
  let kind = "";
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("fn=")) {
      // The name without its arguments (which may name other namespaces).
      const name = line.slice(3).split("(", 1)[0];
      kind = COLLECTOR.test(name) ? "collector" : COMPILERS.test(name) ? "compilers" : "";
      continue;
    }
    const first = line.charCodeAt(0);
    if (first < 48 || first > 57) continue;
    const n = Number(line.slice(line.indexOf(" ") + 1));
    totals.all += n;
    if (kind) totals[kind] += n;
  }
  return totals;
}

function run(renders) {
  const out = path.join(outDir, `cachegrind-${renders}.out`);
  execFileSync(
    "valgrind",
    [
      "--tool=cachegrind",
      "--cache-sim=no",
      `--cachegrind-out-file=${out}`,
      process.execPath,
      "--single-threaded",
      "--expose-gc",
      "--predictable-gc-schedule",
      path.join(here, "profile-render.mjs"),
      "--warmup",
      String(warmup),
      "--count",
      String(renders),
      page,
    ],
    { stdio: ["ignore", "inherit", "ignore"], env: { NODE_ENV: "production", ...process.env } },
  );
  return count(out);
}

const a = run(few);
const b = run(many);
const per = (key) => (b[key] - a[key]) / (many - few) / 1e6;
const rest = per("all") - per("collector") - per("compilers");
console.log(
  `${page}\tper render: ${per("all").toFixed(2)} M instructions; collector ${per("collector").toFixed(2)} M, compilers ${per("compilers").toFixed(2)} M, the rest ${rest.toFixed(2)} M`,
);
if (!keep) rmSync(outDir, { recursive: true, force: true });
