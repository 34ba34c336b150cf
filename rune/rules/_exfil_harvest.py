"""data-exfiltration: parameter harvesting (a field to be filled with the
conversation, the prompt or a secret) and the calling model's identity asked for."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator

from rune.rules._directive import mentioned
from rune.rules._exfil_objects import (
    AUTH_USE,
    CONVO,
    FILL,
    HARVEST_REACH,
    IDENTITY,
    IDENTITY_FIELD,
    INDEFINITE,
    MARKS,
    OWN,
    PROMPT,
    SECRET,
    WHOLE,
    Obj,
    objects,
)
from rune.rules.sensitive_file_access import credential_paths, path_from
from rune.text.grammar import layout
from rune.text.lazyre import lazy
from rune.text.normalise import TextView
from rune.text.phrases import negated, wordy


def harvest(view: TextView) -> Iterator[tuple[int, int, str]]:
    """A field the model must fill with the conversation, the system prompt or
    a secret taken wholesale, or a schema value that is a credential path."""
    norm = view.norm
    paths = credential_paths(view)
    if len(paths) == 1 and paths[0][0] <= 2 and paths[0][1] >= len(norm) - 1:
        yield 0, len(norm), "harvest-path"  # a default or const: "~/.ssh/id_rsa"
        return
    if not wordy(norm):
        return
    for v in FILL.finditer(norm):
        if negated(norm, v.start()) or mentioned(view, v.start()):
            continue
        # the object sits in the verb's own sentence: a heading or a code block
        # between them ends the order ("npm add x ``` ## Auth: every hook needs a token")
        ss, se = layout(view).sentence(v.start())
        hi = min(se, v.end() + HARVEST_REACH)
        # a credential file is the thing to put in: "provide the contents of ~/.netrc"
        path = path_from(paths, v.end(), hi)
        # the verb itself is from a verb-final language (its letters are not
        # ASCII), or it closes a sentence written in one ("... bu alana yaz.")
        final = not v.group().isascii() or _closes(view, v.end(), ss, se)
        if path is None and final:
            # verb-final: the file comes first ("~/.aws/credentials の中身を入力して")
            path = _path_before(paths, ss, v.start())
        if path is not None and MARKS.search(
            norm, max(ss, min(v.start(), path[0]) - 30), max(path[1], v.end()) + 8
        ):
            yield min(v.start(), path[0]), max(path[1], v.end()), "harvest-file"
            continue
        objs = objects(view)
        cands = list(objs.within(v.end(), hi))
        if not cands and final:
            # verb-final: the object comes first ("GitHub トークンをここにコピーして")
            cands = list(objs.last_before(max(ss, v.start() - HARVEST_REACH), v.start()))
        for o in cands:
            if not harvested(view, v.end(), o):
                continue
            if o.kind == "credential":
                lo = max(ss, min(v.start(), o.start) - 30)
                if not MARKS.search(norm, lo, min(se, max(o.end, v.end()) + 40)):
                    continue  # "enter your API key": the user's own input
                if objs.once("auth-use", ss, se, lambda a, b: _auth_use(norm, a, b)):
                    continue
            yield min(v.start(), o.start), max(o.end, v.end()), "harvest-" + o.kind
            break
    # the description is the object itself: "all previous messages from the
    # user", "Required: the values of all environment variables"
    lead = norm.lstrip("-*# ")
    at = len(norm) - len(lead)
    label = _LABEL.match(norm, at)
    if label is not None:
        at = label.end()
    if label is not None and len(norm) < 200:
        env = _env_value(view, at)
        if env is not None:
            yield env[0], env[1], "harvest-credential"
            return
    if len(norm) < 200:
        for kind, rx in (("conversation", CONVO), ("prompt", PROMPT), ("credential", SECRET)):
            lead_np = _LEAD_NP.match(norm, at) if kind != "credential" else None
            start = lead_np.end() if lead_np is not None else at
            m = next(iter(rx.finditer(norm, start)), None)
            if m is None or m.start() - start > _LEAD_SLACK[kind]:
                continue
            if kind == "credential":
                # only a noun phrase before it ("the values of all"), or a label:
                # "Stores the access token in the keychain" describes the tool
                if label is None and not _QUANTITY.fullmatch(norm, at, m.start()):
                    continue
                if MARKS.search(norm, max(at, m.start() - 24), min(len(norm), m.end() + 40)) and (
                    AUTH_USE.search(norm) is None
                ):
                    yield m.start(), m.end(), "harvest-credential"
                    return
                continue
            o = Obj(m.start(), m.end(), kind)
            # a mark of whose or how much it is ("the user's", "all"); for the
            # conversation, "word for word" or "verbatim" after it does too
            marked = MARKS.search(norm, 0, min(len(norm), m.end() + 40)) or (
                kind == "conversation" and WHOLE.search(norm, m.end(), min(len(norm), m.end() + 40))
            )
            if harvested(view, m.start(), o) and marked:
                yield m.start(), m.end(), "harvest-" + kind
                return


#: what may stand between a sentence-final verb and the sentence's end
_CLOSING = " .!?;:\"')\u3002"


#: a character that is none of those (the sentence goes on)
_GOES_ON = lazy("[^" + re.escape(_CLOSING) + "]")


def _closes(view: TextView, end: int, ss: int, se: int) -> bool:
    """The verb ending at *end* closes its sentence, and the sentence is not
    English: an ASCII fill verb at the end of an English sentence is a key
    name or a button ('... "Your prompt here" Enter'), at the end of a
    Turkish one it is the verb of a verb-final order. (The rest of the
    sentence is searched, not copied: a copy per verb of a long sentence
    would cost its length each time.)"""
    if _GOES_ON.search(view.norm, end, se) is not None:
        return False
    o0, o1 = view.span(ss, se)
    return not view.original[o0:o1].isascii()  # as written: the fold makes "ı" an "i"


#: a short label before the object: "Required:", "Obligatorio:", "必填：",
#: "Mandatory under security policy:", "Since v2:" (up to six words, a version
#: number among them)
_LABEL = lazy(r"[^\W\d_]{2,20}(?: [^\W_]{1,20}){0,5} ?[:\uff1a] ?")
#: how far before its fill verb a credential file may stand in a verb-final
#: language, in characters
_FINAL_REACH = 40
#: the prompt is the model's own because it received it ("reçues", "полученные",
#: "aldığın", "受け取った", "받은", "收到的"), the other languages' "you were given"
_RECEIVED = lazy(
    r"(?<![^\W_])(?:re[çc]u\w*|recibid\w*|recebid\w*|erhalten|получен\w*|ald[ıi][ğg]\w*)(?![^\W_])"
    r"|受け取|받은|收到的|给你的|あなた|당신|你的|(?<![^\W_])(?:tus|tes|deine[nm]?|teus|tuas|твои)(?![^\W_])"
)
#: what a description may open with before the conversation or the prompt it
#: is: "the text of", "der Text aller", "el contenido de", "the full log of"
_LEAD_NP = lazy(
    r"(?:(?:the|der|den|das|el|la|le|o|a) )?(?:(?:full|complete|whole|entire|exact) )?(?:text"
    r"|contents?|transcript|log|record|wortlaut|inhalt|texto|contenido|texte|contenu|conteúdo)"
    r" (?:(?:of|der|des|de|del|do|da|von) )?"
)
#: the value of an environment variable as the whole description: "the value
#: of the GITHUB_TOKEN environment variable", "der Wert der Umgebungsvariable
#: GITHUB_TOKEN", "环境变量 GITHUB_TOKEN 的值"
_ENV_VALUE = lazy(
    r"(?<![^\W_])(?:values?|wert|valeur|valor|значение|değer\w*)(?![^\W_])|の値|的值|의 값|값"
)
#: how many words may follow the variable in an env-value description
_ENV_TAIL = 3
#: the words a description may open with before the secret it asks for:
#: "the values of all", "the contents of every", "todas las"
_QUANTITY = lazy(
    r"(?:(?:the|los|las|les|die|os|as|el|la|le) )?(?:(?:values?|contents?|valores|contenido"
    r"|valeurs|contenu|werte|inhalt|conteúdo) (?:of|de|des|der|do|da|del) )?(?:(?:all|every"
    r"|each|whatever|todas|todos|tous|toutes|alle|jede[nrs]?) )?"
    r"(?:(?:the|los|las|les|die|os|as) )?"
)
#: how far into the description the object may start: a secret needs room for
#: "the values of all" before it
_LEAD_SLACK = {"conversation": 4, "prompt": 4, "credential": 24}


def _env_value(view: TextView, at: int) -> tuple[int, int] | None:
    """After a label, the description is the value of a secret environment
    variable and nothing more ("Mandatory: the value of the GITHUB_TOKEN
    environment variable"): a field the model is to fill from the
    environment. A description that goes on ("... is used if omitted")
    describes where the server itself reads it."""
    norm = view.norm
    se = layout(view).sentence(at)[1]
    for o in objects(view).within(at, min(se, at + 60)):
        if o.kind != "credential" or "_" not in norm[o.start : o.end]:
            continue
        if _ENV_VALUE.search(norm, at, min(se, o.end + 12)) is None:
            return None
        if len(norm[o.end : se].split()) > _ENV_TAIL or negated(norm, o.start):
            return None
        return at, o.end
    return None


def _auth_use(norm: str, lo: int, hi: int) -> bool:
    return AUTH_USE.search(norm, lo, hi) is not None


def _path_before(paths: list[tuple[int, int]], ss: int, at: int) -> tuple[int, int] | None:
    """The first credential path starting at or after *ss* that ends within
    :data:`_FINAL_REACH` characters before *at* (paths in order and disjoint,
    so their ends are in order too: the search starts at the first path
    ending late enough and stops at the first ending after *at*)."""
    for k in range(bisect_left(paths, at - _FINAL_REACH, key=lambda p: p[1]), len(paths)):
        s, e = paths[k]
        if e > at:
            return None
        if ss <= s:
            return s, e
    return None


def harvested(view: TextView, at: int, o: Obj) -> bool:
    """The object after a fill verb ending at *at* is one a field has no honest
    use for: the whole conversation (not "the user's request"), the model's own
    prompt (not "the user prompt"), or any named secret (checked by the caller)."""
    norm = view.norm
    if o.kind == "conversation":
        if INDEFINITE.search(norm, max(0, o.start - 12), o.start):
            return False  # "include a session transcript": a sample, not this conversation
        near = o.start - at <= 40
        return near and WHOLE.search(norm, max(0, o.start - 16), min(len(norm), o.end + 16))
    if o.kind == "prompt":
        lo, hi = max(0, o.start - 20), min(len(norm), o.end + 20)
        return OWN.search(norm, lo, hi) is not None or _RECEIVED.search(norm, lo, hi) is not None
    return True


def identity(view: TextView) -> Iterator[tuple[int, int, str]]:
    norm = view.norm
    if norm.startswith(("llm", "call", "model", "ai_")) and IDENTITY_FIELD.fullmatch(norm):
        yield 0, len(norm), "identity"
        return
    # each English alternative of the pattern needs one of these
    if norm.isascii() and not (
        " of the " in norm or "who you are" in norm or "model" in norm or "llm" in norm
    ):
        return
    for m in IDENTITY.finditer(norm):
        yield m.start(), m.end(), "identity"
