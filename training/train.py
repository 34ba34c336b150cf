"""Train the embedded directive classifier and write it into the package.

    python training/train.py [--corpus DIR] [--check] [--evaluate] [--measure]

Reads ``training/data/<class>.<lang>.txt`` (one example per line; ``#``
lines are comments, ``# style: NAME`` starts a block written in one register;
class ``honest`` holds hard negatives, every other class is an attack) and,
when present, the shared corpus (``../shared/corpus`` beside the repository,
or ``--corpus``): every sentence of its benign servers is a negative, and from
each covert poisoned item the sentences a first-pass model already leans
towards are positives. Training is deterministic: sorted inputs, fixed folds,
liblinear's own seeded solver, weights rounded and quantised to int16.

Writes ``rune/rules/directive_model.bin``, ``rune/rules/_model_card.py`` (the
summary ``--explain`` prints) and ``docs/model.md``. ``--check`` writes
nothing and exits 1 when the files on disk differ from what it would write.
``--evaluate`` adds the leave-one-language-out and leave-one-register-out
figures, ``--measure`` the figures of ``bench/model.py`` on the evaluation set
under ``tests/eval`` (which is measured, never trained on); both are kept in
``training/evaluation.json`` and shown while the data and weights match.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _pin_blas() -> None:
    """Pin the BLAS kernels and thread count before numpy and scipy load.

    liblinear's solver calls BLAS (through scipy), and OpenBLAS picks its kernels
    by CPU and splits its reductions by thread count: the same data then gives
    weights that differ in the last quantum on another machine (seen: a
    Sapphire Rapids machine with its own AVX-512 kernels against the AVX2
    kernels the shipped model was built with). Every x86-64 CPU with AVX2 and
    FMA runs the Haswell kernels, so they and two threads are pinned there;
    elsewhere the defaults stay and ``--check`` may differ in the last digits.
    """
    os.environ["OPENBLAS_NUM_THREADS"] = "2"
    flags = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            flags = f.read()
    except OSError:
        pass
    if " avx2" in flags and " fma" in flags:
        os.environ["OPENBLAS_CORETYPE"] = "Haswell"


_pin_blas()

import numpy as np  # noqa: E402
from scipy.sparse import csr_matrix  # noqa: E402
from sklearn.linear_model import LogisticRegression  # noqa: E402

from rune.fields import text_fields  # noqa: E402
from rune.model import Source  # noqa: E402
from rune.rules import _directive_model as dm  # noqa: E402
from rune.rules.embedded_directive import MIN_SENTENCE  # noqa: E402
from rune.sources.manifest import document_from_data  # noqa: E402
from rune.text.lexicon import DATA_LANGUAGES  # noqa: E402
from rune.text.normalise import TextView  # noqa: E402

DATA = ROOT / "training" / "data"
WEIGHTS = ROOT / "rune" / "rules" / dm.WEIGHTS_FILE
CARD_PY = ROOT / "rune" / "rules" / "_model_card.py"
CARD_MD = ROOT / "docs" / "model.md"
EVALUATION = ROOT / "training" / "evaluation.json"
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"

SEED = 14
#: print the highest held-out benign sentences (how many) to stderr
DEBUG = int(os.environ.get("RUNE_TRAIN_DEBUG", "0"))
FOLDS = 5
#: inverse regularisation strength of the logistic regression
C = 2.0
#: weight of one of our own hard negatives against one corpus sentence
HONEST_WEIGHT = 8.0
#: weight of one attack example
ATTACK_WEIGHT = 2.0
#: a poisoned item's sentence counts as an attack when the first-pass model
#: gives it at least this probability
MIL_PROBABILITY = 0.5
#: added to the highest held-out benign decision value to give the threshold
MARGIN = 0.1
#: all attacks together weigh this share of the corpus negatives
ATTACK_SHARE = 1.0
#: outside English, a language's honest examples weigh at least this share of
#: its attacks (the corpus supplies the English negatives)
LANG_BALANCE = 1.0
#: a corpus sentence the first-pass model gives at least this probability is a
#: hard negative, and weighs HARD_WEIGHT in the second pass (16 rather than 4:
#: under server-grouped cross-validation it raised the recall on our held-out
#: attacks at the derived threshold from 31% to 41%, honest lines flagged from
#: 1.4% to 2.4%)
HARD_PROBABILITY = 0.2
HARD_WEIGHT = 16.0
LANGS = DATA_LANGUAGES
STYLES = (
    "blunt",
    "polite",
    "official",
    "passive",
    "third",
    "appended",
    "mixed",
    "conditional",
    "documentation",
    "notice",
    "parameter",
)


@dataclass
class Sample:
    text: str  # a normalised sentence
    label: int
    weight: float
    group: str  # server file, or class.lang for our own data
    fold: int
    lang: str = ""
    cls: str = ""
    style: str = ""
    cols: list[int] = field(default_factory=list)


def split(text: str) -> list[str]:
    """The scored sentences of one string, as the rule sees them."""
    norm = TextView(text).norm
    return [
        norm[s:e] for s, e in dm.sentences(norm) if e - s >= MIN_SENTENCE and dm.features(norm[s:e])
    ]


def own_data() -> list[Sample]:
    out: list[Sample] = []
    for path in sorted(DATA.glob("*.txt")):
        cls, _, lang = path.stem.partition(".")
        style = ""
        n = 0
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if not line:
                continue
            if line.startswith("#"):
                if line.startswith("# style:"):
                    style = line.split(":", 1)[1].strip()
                continue
            honest = cls == "honest"
            sents = split(line) or [TextView(line).norm]
            if honest:
                texts = sents
            elif style in ("appended", "mixed") and len(sents) > 1:
                # "<honest description>. <the order>": the order is the example,
                # its lead-in an honest sentence
                texts = [" ".join(sents[1:])]
                out.append(Sample(sents[0], 0, 1.0, path.stem, n % FOLDS, lang, "lead-in"))
            else:
                texts = [TextView(line).norm]
            for text in texts:
                out.append(
                    Sample(
                        text=text,
                        label=0 if honest else 1,
                        weight=HONEST_WEIGHT if honest else ATTACK_WEIGHT,
                        group=path.stem,
                        fold=n % FOLDS,
                        lang=lang,
                        cls=cls,
                        style=style,
                    )
                )
            n += 1
    return out


def _strip(data: Any) -> Any:
    if not isinstance(data, dict):
        return data
    out = {k: v for k, v in data.items() if k != "_source"}
    for key in ("tools", "prompts", "resources", "resourceTemplates"):
        items = out.get(key)
        if isinstance(items, list):
            out[key] = [
                {k: v for k, v in it.items() if k != "_label"} if isinstance(it, dict) else it
                for it in items
            ]
    return out


def _strings(data: Any, label: str) -> list[list[str]]:
    """Per entity, the model-facing strings of one manifest."""
    doc = document_from_data(_strip(data), Source(label=label, kind="manifest"))
    return [[f.text for f in text_fields(e) if f.text] for e in doc.entities]


def corpus_benign(corpus: Path) -> list[Sample]:
    out: list[Sample] = []
    files = sorted((corpus / "benign").glob("*.json"))
    for i, path in enumerate(files):
        seen: set[str] = set()
        data = json.loads(path.read_text(encoding="utf-8"))
        for strings in _strings(data, path.name):
            for text in strings:
                for sent in split(text):
                    if sent not in seen:
                        seen.add(sent)
                        out.append(Sample(sent, 0, 1.0, path.name, i % FOLDS))
    return out


@dataclass
class Item:
    """A covert poisoned item: the candidate sentences of all its strings."""

    group: str
    fold: int
    category: str
    sentences: list[str]


def corpus_poisoned(corpus: Path) -> list[Item]:
    items: list[Item] = []
    files = sorted((corpus / "poisoned").glob("*.json"))
    for i, path in enumerate(files):
        data = json.loads(path.read_text(encoding="utf-8"))
        for key in ("tools", "prompts", "resources"):
            for it in data.get(key) or []:
                label = it.get("_label") or {}
                if label.get("style") != "covert":
                    continue
                one = {key: [it]}
                sents: list[str] = []
                for strings in _strings(one, path.name):
                    for text in strings:
                        sents.extend(s for s in split(text) if s not in sents)
                items.append(Item(path.name, i % FOLDS, str(label.get("category")), sents))
    return items


# --- the learner ------------------------------------------------------------------


def featurise(samples: Iterable[Sample]) -> None:
    for s in samples:
        if not s.cols:
            s.cols = [dm.bucket(f) for f in dm.features(s.text)]


def matrix(samples: Sequence[Sample]) -> csr_matrix:
    indptr = [0]
    indices: list[int] = []
    values: list[float] = []
    for s in samples:
        counts = Counter(s.cols)
        v = 1.0 / dm.norm_of(len(s.cols))
        for col in sorted(counts):
            indices.append(col)
            values.append(v * counts[col])
        indptr.append(len(indices))
    return csr_matrix(
        (np.array(values), np.array(indices, dtype=np.int64), np.array(indptr, dtype=np.int64)),
        shape=(len(samples), 1 << dm.BITS),
    )


@dataclass
class Fitted:
    weights: np.ndarray  # type: ignore[type-arg]
    bias: float

    def raw(self, samples: Sequence[Sample]) -> np.ndarray:  # type: ignore[type-arg]
        if not samples:
            return np.zeros(0)
        featurise(samples)
        return np.asarray(matrix(samples) @ self.weights).ravel() + self.bias

    def raw_texts(self, texts: Sequence[str]) -> list[float]:
        return [float(x) for x in self.raw([Sample(t, 0, 1.0, "", 0) for t in texts])]


def fit(samples: Sequence[Sample]) -> Fitted:
    """Logistic regression over *samples*; attacks as a whole weigh
    :data:`ATTACK_SHARE` of the corpus negatives."""
    featurise(samples)
    x = matrix(samples)
    y = np.array([s.label for s in samples])
    w = np.array([s.weight for s in samples])
    pos = y == 1
    corpus_neg = float(w[~pos].sum())
    w[pos] *= ATTACK_SHARE * corpus_neg / float(w[pos].sum())
    balance(samples, y, w)
    lr = LogisticRegression(C=C, solver="liblinear", random_state=SEED, tol=1e-3)
    lr.fit(x, y, sample_weight=w)
    return Fitted(np.round(lr.coef_.ravel(), 6), round(float(lr.intercept_[0]), 6))


def balance(samples: Sequence[Sample], y: np.ndarray, w: np.ndarray) -> None:  # type: ignore[type-arg]
    """Per language, our honest examples weigh at least :data:`LANG_BALANCE`
    of that language's attacks. Outside English the corpus holds almost no
    negatives, so without this a language's function words ("de", "die",
    "の") would read as evidence of an attack merely by being frequent in
    attack data."""
    langs = np.array([s.lang if s.lang != "en" else "" for s in samples])
    for lang in sorted(set(langs.tolist()) - {""}):
        here = langs == lang
        neg = here & (y == 0)
        attacks = float(w[here & (y == 1)].sum())
        honest = float(w[neg].sum())
        if honest and honest < LANG_BALANCE * attacks:
            w[neg] *= LANG_BALANCE * attacks / honest


def mine(model: Fitted, benign: Sequence[Sample]) -> None:
    """Hard negative mining: corpus sentences the model already leans towards
    weigh :data:`HARD_WEIGHT` in the next fit."""
    raws = model.raw(benign)
    for s, r in zip(benign, raws, strict=True):
        s.weight = HARD_WEIGHT if dm.probability(float(r)) >= HARD_PROBABILITY else 1.0


def mil_positives(model: Fitted, items: Sequence[Item]) -> list[Sample]:
    """From each poisoned item, the sentences the model already leans towards."""
    out: list[Sample] = []
    for it in items:
        if not it.sentences:
            continue
        raws = model.raw_texts(it.sentences)
        for sent, r in zip(it.sentences, raws, strict=True):
            if dm.probability(r) >= MIL_PROBABILITY:
                out.append(Sample(sent, 1, ATTACK_WEIGHT, it.group, it.fold, cls="poisoned"))
    return out


def item_hit(model: Fitted, it: Item, threshold: float) -> bool:
    return bool(it.sentences) and max(model.raw_texts(it.sentences)) >= threshold


# --- evaluation -------------------------------------------------------------------


@dataclass
class Report:
    sizes: dict[tuple[str, str], int]
    benign_sentences: int
    benign_servers: int
    poisoned_items: int
    mil_sentences: int
    fold_rows: list[dict[str, Any]]
    threshold: float
    lolo: list[dict[str, Any]]
    loso: list[dict[str, Any]]
    other_authors: dict[str, Any]
    final_benign_max: float
    final_honest_fp: int
    #: figures of bench/model.py on tests/eval for these very weights, or None
    measured: dict[str, Any] | None = None


def grouped_cv(
    own: list[Sample], benign: list[Sample], mil: list[Sample], items: list[Item]
) -> tuple[list[dict[str, Any]], float]:
    """Five folds by server: the threshold, and each fold's figures at it."""
    scored = []
    for k in range(FOLDS):
        model = fit([s for s in own + benign + mil if s.fold != k])
        scored.append((k, model, model.raw([s for s in benign if s.fold == k])))
    threshold = round(max(float(r.max()) for _, _, r in scored) + MARGIN, 4)
    if DEBUG:
        tail = sorted(
            (
                (float(r), s.group, s.text)
                for k, _, raws in scored
                for r, s in zip(raws, [b for b in benign if b.fold == k], strict=True)
            ),
            reverse=True,
        )[:DEBUG]
        for r, g, t in tail:
            print(f"{r:6.2f} {g[:28]:28} {t[:140]}", file=sys.stderr)
        pos = np.concatenate(
            [m.raw([s for s in own if s.fold == k and s.label == 1]) for k, m, _ in scored]
        )
        print("attack quantiles", np.quantile(pos, [0.1, 0.25, 0.5, 0.75, 0.9]), file=sys.stderr)
    rows: list[dict[str, Any]] = []
    for k, model, raws in scored:
        held = [s for s in benign if s.fold == k]
        pos = [s for s in own if s.fold == k and s.label == 1]
        neg = [s for s in own if s.fold == k and s.label == 0]
        fold_items = [it for it in items if it.fold == k]
        rows.append(
            {
                "fold": k,
                "servers": len({s.group for s in held}),
                "sentences": len(held),
                "benign_max": round(float(raws.max()), 3),
                "benign_fp": int((raws >= threshold).sum()),
                "own_attacks": len(pos),
                "own_recall": int((model.raw(pos) >= threshold).sum()),
                "honest": len(neg),
                "honest_fp": int((model.raw(neg) >= threshold).sum()),
                "poisoned": len(fold_items),
                "poisoned_caught": sum(item_hit(model, it, threshold) for it in fold_items),
            }
        )
    return rows, threshold


def leave_one_out(
    own: list[Sample], rest: list[Sample], key: str, values: Sequence[str], threshold: float
) -> list[dict[str, Any]]:
    """Train without one language (or one register of attacks), score it."""
    rows = []
    for v in values:
        if key == "style":
            out = [s for s in own if s.style == v and s.label == 1]
        else:
            out = [s for s in own if s.lang == v]
        if not out:
            continue
        model = fit([s for s in own if s not in out] + rest)
        raws = model.raw(out)
        pos = [float(r) for r, s in zip(raws, out, strict=True) if s.label == 1]
        neg = [float(r) for r, s in zip(raws, out, strict=True) if s.label == 0]
        rows.append(
            {
                key: v,
                "attacks": len(pos),
                "caught": sum(1 for r in pos if r >= threshold),
                "honest": len(neg),
                "fp": sum(1 for r in neg if r >= threshold),
            }
        )
    return rows


# --- output -----------------------------------------------------------------------


def quantise(model: Fitted, threshold: float) -> bytes:
    w = model.weights
    peak = float(np.abs(w).max()) or 1.0
    scale = round(peak / 32767.0, 12)
    q = [int(x) for x in np.clip(np.rint(w / scale), -32767, 32767).astype(np.int64)]
    return dm.dump(scale, model.bias, threshold, q)


def pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:.1f}%" if b else "n/a"


def card_markdown(r: Report) -> str:
    own_pos = sum(v for (c, _), v in r.sizes.items() if c != "honest")
    own_neg = sum(v for (c, _), v in r.sizes.items() if c == "honest")
    classes = sorted({c for c, _ in r.sizes})
    langs = [lang for lang in LANGS if any(lg == lang for _, lg in r.sizes)]
    out = [
        "# The embedded directive model",
        "",
        "Generated by `python training/train.py`; do not edit by hand.",
        "",
        "`embedded-directive` scores every sentence of every model-facing string with a",
        "logistic regression trained in this repository, from scratch, on the data in",
        "`training/data/` and the shared corpus. It runs in pure Python, offline, and gives",
        "the same verdict on every machine for a given version.",
        "",
        "## Data",
        "",
        f"- Our own examples: {own_pos} attack sentences and {own_neg} honest hard negatives "
        f"in {len(langs)} language codes (Chinese as `zh` and `zh-hant`).",
        f"- Shared corpus, benign: {r.benign_sentences} distinct sentences of "
        f"{r.benign_servers} servers, all negatives.",
        f"- Shared corpus, poisoned: {r.poisoned_items} covert items; {r.mil_sentences} of "
        "their sentences, those a first-pass model trained without them gives at least "
        f"{MIL_PROBABILITY:.0%}, are positives (the item says it is an attack, not which "
        "sentence). Overt items, which describe a malicious capability rather than give "
        "the model an order, are not used.",
        "",
        "Examples per class (rows) and language (columns):",
        "",
        "| class | " + " | ".join(langs) + " | total |",
        "| --- | " + " | ".join("---:" for _ in langs) + " | ---: |",
    ]
    for c in classes:
        cells = [str(r.sizes.get((c, lg), 0)) for lg in langs]
        out.append(f"| {c} | " + " | ".join(cells) + f" | {sum(map(int, cells))} |")
    out += [
        "",
        "## Features and model",
        "",
        f"- Input: one sentence of the normalised view (case folded, NFKC, hidden "
        f"characters dropped, look-alike letters mapped), cut at sentence ends, bullets and "
        f"tags, at most {dm.MAX_SENTENCE} characters; sentences under {MIN_SENTENCE} "
        "characters are not scored.",
        "- Features: word unigrams and bigrams, character 4-grams of the word stream; "
        "a word keeps its combining marks (Devanagari and Bengali vowel signs and "
        "viramas, Thai vowels and tones, Arabic and Hebrew points, Latin accents), so no "
        "mark or lone letter split off a word is ever a feature; "
        "scripts without spaces (Chinese, Japanese, Thai) are read as pairs of such "
        "letter-and-marks units; "
        f"digits fold to 0. Hashed with CRC-32 into 2^{dm.BITS} buckets; a sentence's "
        f"distinct features are weighted 1/sqrt(max(n, {dm.MIN_FEATURES})).",
        f"- Gate at scan time: a sentence of fewer than {dm.MIN_SCORED_TOKENS} words is not "
        "scored, "
        "and one whose words' positive weights add up to less than "
        f"{dm.GATE} is not scored in full (most honest sentences stop there; the figures "
        "below are of the full model, without the gate).",
        f"- Learner: L2-regularised logistic regression (liblinear, C = {C}, seed {SEED}); "
        f"honest examples weigh {HONEST_WEIGHT}, attacks {ATTACK_WEIGHT}, corpus "
        f"sentences 1 ({HARD_WEIGHT:g} for those a first pass leans towards); all attacks "
        "together "
        "weigh as much as the corpus; outside English, where the corpus has almost no "
        "negatives, each language's honest examples weigh at least "
        f"{LANG_BALANCE:g} times its attacks, so its function words carry no evidence. "
        "Weights are rounded to 6 decimals and stored as int16 with one "
        f"scale ({(1 << dm.BITS) * 2 // 1024} KiB).",
        "",
        "## Training",
        "",
        "    pip install -e '.[train]'",
        "    python training/train.py            # writes the weights, the card summary, this file",
        "    python training/train.py --check    # exits 1 if the committed files are stale",
        "",
        "The shared corpus is read from `../shared/corpus` beside the repository (or "
        "`--corpus DIR`). A test retrains and compares the weights byte for byte. "
        "The solver's BLAS calls round differently with other kernels and thread counts, "
        "so the trainer pins OpenBLAS to two threads and, on x86-64 CPUs with AVX2, to its "
        "Haswell kernels; on other CPUs a retrain may differ in the last digits.",
        "",
        "## Threshold",
        "",
        f"The decision value threshold is **{r.threshold}** (probability "
        f"{dm.probability(r.threshold):.3f}). It is the highest decision value any benign "
        f"corpus sentence reached under {FOLDS}-fold server-grouped cross-validation "
        "(each fold's servers scored by a model trained on the other four fifths of the "
        f"servers and of our data), plus a margin of {MARGIN}. With the shipped model the "
        f"highest benign corpus sentence scores {r.final_benign_max:.3f}, and "
        f"{r.final_honest_fp} of our honest examples reach the threshold.",
        "",
        "## Cross-validated figures",
        "",
        "Server-grouped, five folds (benign servers and poisoned files by fold, our own "
        "data by line):",
        "",
        "| fold | benign servers | benign sentences | highest benign value | benign at threshold "
        "| own attacks caught | honest flagged | poisoned items caught |",
        "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    tot = Counter[str]()
    for row in r.fold_rows:
        for k in ("benign_fp", "own_recall", "own_attacks", "honest_fp", "honest"):
            tot[k] += row[k]
        tot["poisoned"] += row["poisoned"]
        tot["poisoned_caught"] += row["poisoned_caught"]
        out.append(
            f"| {row['fold']} | {row['servers']} | {row['sentences']} | {row['benign_max']} | "
            f"{row['benign_fp']} | {row['own_recall']}/{row['own_attacks']} | "
            f"{row['honest_fp']}/{row['honest']} | "
            f"{row['poisoned_caught']}/{row['poisoned']} |"
        )
    prec_den = tot["own_recall"] + tot["honest_fp"] + tot["benign_fp"]
    out += [
        "",
        f"Overall: recall on our held-out attacks {pct(tot['own_recall'], tot['own_attacks'])}, "
        f"on held-out covert poisoned items {pct(tot['poisoned_caught'], tot['poisoned'])}; "
        f"precision on held-out sentences {pct(tot['own_recall'], prec_den)} "
        f"({tot['benign_fp']} benign corpus sentences and {tot['honest_fp']} honest examples "
        "at or above the threshold).",
        "",
        "## Generalisation",
        "",
        "Leave one language out (all our data in that language removed from training, then "
        "scored):",
        "",
        "| language | attacks caught | honest flagged |",
        "| --- | ---: | ---: |",
    ]
    la = lc = lh = lf = 0
    for row in r.lolo:
        la += row["attacks"]
        lc += row["caught"]
        lh += row["honest"]
        lf += row["fp"]
        out.append(
            f"| {row['lang']} | {row['caught']}/{row['attacks']} "
            f"({pct(row['caught'], row['attacks'])}) | {row['fp']}/{row['honest']} |"
        )
    out += [
        f"| all | {lc}/{la} ({pct(lc, la)}) | {lf}/{lh} |",
        "",
        "Leave one register out (our attacks written in that style removed from training, "
        "then scored):",
        "",
        "| style | attacks caught |",
        "| --- | ---: |",
    ]
    for row in r.loso:
        out.append(
            f"| {row['style']} | {row['caught']}/{row['attacks']} "
            f"({pct(row['caught'], row['attacks'])}) |"
        )
    oa = r.other_authors
    out += measured_markdown(r.measured)
    out += [
        "",
        "Other authors: trained on our data and the benign corpus only, the model catches "
        f"{oa['caught']}/{oa['items']} ({pct(oa['caught'], oa['items'])}) of the covert "
        "poisoned items, which other people wrote.",
        "",
        "## Known limits",
        "",
        "- A bag of words and character groups: word order, negation and scope are only "
        "seen through bigrams, so an order split over sentences or phrased far from the "
        "training data scores low.",
        "- It knows nothing of the tool's purpose: an honest command runner and an order to "
        "run a command share features; the phrase rules and their guards judge those.",
        "- Our attack data was written by one team; the leave-one-out figures above say how "
        "far that carries. Languages outside the list are read by character groups only.",
        "- Short sentences (under twelve characters or six words) and single tokens such as "
        "parameter names are not scored.",
        "- A hashed feature can collide with another, so a listed reason is occasionally "
        "an unrelated word.",
        "",
    ]
    return "\n".join(out)


def measured_markdown(m: dict[str, Any] | None) -> list[str]:
    """The card's section on the evaluation set under tests/eval."""
    out = ["", "## On the evaluation set (never trained on)", ""]
    if m is None:
        return [*out, "Not measured for these weights: `python training/train.py --measure`."]
    honest = m["honest"]
    fp = sum(v[0] for v in honest.values())
    nh = sum(v[1] for v in honest.values())
    miss = m["lines"] - m["rules"]
    out += [
        "`python bench/model.py` scans every line of `tests/eval` through the whole engine. "
        f"Honest lines the model flags: {fp}/{nh}. Attack lines: {m['lines']}; the rules "
        f"catch {m['rules']}; of the {miss} they miss the model catches {m['adds']} "
        f"({pct(m['adds'], miss)}), so recall with the model is "
        f"{pct(m['rules'] + m['adds'], m['lines'])}.",
        "",
        "| language | honest flagged | attacks the rules miss | of those, the model catches |",
        "| --- | ---: | ---: | ---: |",
    ]
    attacks = m["attacks"]["lang"]
    for lang in sorted(set(honest) | set(attacks)):
        h = honest.get(lang, [0, 0])
        a = attacks.get(lang, [0, 0, 0])
        out.append(f"| {lang} | {h[0]}/{h[1]} | {a[1]}/{a[2]} | {a[0]} |")
    out += [
        "",
        "| class | attacks the rules miss | of those, the model catches |",
        "| --- | ---: | ---: |",
    ]
    for cls, a in m["attacks"]["class"].items():
        out.append(f"| {cls} | {a[1]}/{a[2]} | {a[0]} |")
    return out


def card_summary(r: Report) -> str:
    tot_a = sum(row["own_attacks"] for row in r.fold_rows)
    tot_c = sum(row["own_recall"] for row in r.fold_rows)
    tot_p = sum(row["poisoned"] for row in r.fold_rows)
    tot_pc = sum(row["poisoned_caught"] for row in r.fold_rows)
    la = sum(row["attacks"] for row in r.lolo)
    lc = sum(row["caught"] for row in r.lolo)
    own = sum(r.sizes.values())
    lines = [
        "Model card (docs/model.md):",
        f"  logistic regression over hashed word 1-2-grams and character 4-grams "
        f"(2^{dm.BITS} buckets), trained from scratch on {own} examples of our own in "
        f"{len({lg for _, lg in r.sizes})} language codes, {r.benign_sentences} benign "
        f"corpus sentences and {r.mil_sentences} poisoned corpus sentences",
        f"  threshold: decision value {r.threshold}, set above every benign sentence under "
        f"{FOLDS}-fold server-grouped cross-validation",
        f"  cross-validated recall: {pct(tot_c, tot_a)} of our attacks, {pct(tot_pc, tot_p)} "
        "of covert poisoned items; benign sentences flagged: "
        f"{sum(row['benign_fp'] for row in r.fold_rows)}",
        f"  leave one language out: {pct(lc, la)} of attacks caught",
        "  retrain: python training/train.py",
    ]
    return "\n".join(lines)


def card_module(summary: str) -> str:
    return (
        '"""The model card summary ``rune --explain embedded-directive`` prints.\n\n'
        'Generated by ``training/train.py``; do not edit by hand.\n"""\n\n'
        f"SUMMARY = {json.dumps(summary, ensure_ascii=False)}\n"
    )


def data_digest() -> str:
    h = hashlib.sha256()
    for path in sorted(DATA.glob("*.txt")):
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--check", action="store_true", help="compare, do not write")
    ap.add_argument(
        "--evaluate",
        action="store_true",
        help="also recompute the leave-one-language-out and leave-one-register-out "
        "figures (slow) into training/evaluation.json",
    )
    ap.add_argument(
        "--measure",
        action="store_true",
        help="also run bench/model.py on tests/eval with the new weights and keep its "
        "figures in training/evaluation.json and the card",
    )
    args = ap.parse_args(argv)
    if not (args.corpus / "benign").is_dir():
        print(f"no corpus at {args.corpus}: it is needed for the negatives", file=sys.stderr)
        return 2
    own = own_data()
    benign = corpus_benign(args.corpus)
    items = corpus_poisoned(args.corpus)
    first = fit(own + benign)
    other = {"items": len(items), "caught": 0}
    mil = mil_positives(first, items)
    mine(first, benign)
    rows, threshold = grouped_cv(own, benign, mil, items)
    other["caught"] = sum(item_hit(first, it, threshold) for it in items)
    final = fit(own + benign + mil)
    digest = data_digest()
    evaluation: dict[str, Any] = {}
    if EVALUATION.exists():
        evaluation = json.loads(EVALUATION.read_text(encoding="utf-8"))
    if args.evaluate:
        evaluation = {
            "data": digest,
            "threshold": threshold,
            "lolo": leave_one_out(own, benign + mil, "lang", LANGS, threshold),
            "loso": leave_one_out(own, benign + mil, "style", STYLES, threshold),
        }
    if evaluation.get("data") != digest or evaluation.get("threshold") != threshold:
        evaluation = {"data": digest, "threshold": threshold, "lolo": [], "loso": []}
    weights = quantise(final, threshold)
    weights_digest = hashlib.sha256(weights).hexdigest()[:16]
    measured = evaluation.get("measured")
    if not isinstance(measured, dict) or measured.get("weights") != weights_digest:
        measured = None
    honest = [s for s in own if s.label == 0]
    report = Report(
        sizes=dict(Counter((s.cls, s.lang) for s in own if s.cls != "lead-in")),
        benign_sentences=len(benign),
        benign_servers=len({s.group for s in benign}),
        poisoned_items=len(items),
        mil_sentences=len(mil),
        fold_rows=rows,
        threshold=threshold,
        lolo=evaluation["lolo"],
        loso=evaluation["loso"],
        other_authors=other,
        final_benign_max=dm.probability(float(final.raw(benign).max())),
        final_honest_fp=int((final.raw(honest) >= threshold).sum()),
        measured=measured,
    )
    outputs = {
        WEIGHTS: weights,
        CARD_PY: card_module(card_summary(report)).encode("utf-8"),
        CARD_MD: card_markdown(report).encode("utf-8"),
    }
    if args.evaluate:
        if measured is not None:
            evaluation["measured"] = measured
        outputs[EVALUATION] = (json.dumps(evaluation, indent=1, sort_keys=True) + "\n").encode()
    stale = [p for p, b in outputs.items() if not p.exists() or p.read_bytes() != b]
    if args.check:
        for p in stale:
            print(f"{p.relative_to(ROOT)} differs from a retrain", file=sys.stderr)
        return 1 if stale else 0
    for p, b in outputs.items():
        p.write_bytes(b)
    if args.measure:
        # the bench scans with the weights just written, through the whole engine
        r = subprocess.run(
            [sys.executable, str(ROOT / "bench" / "model.py"), "--json"],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            check=True,
        )
        report.measured = {"weights": weights_digest, **json.loads(r.stdout)}
        evaluation["measured"] = report.measured
        EVALUATION.write_text(json.dumps(evaluation, indent=1, sort_keys=True) + "\n")
        CARD_MD.write_text(card_markdown(report), encoding="utf-8")
    print(card_summary(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
