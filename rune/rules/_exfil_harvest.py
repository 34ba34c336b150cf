"""data-exfiltration: parameter harvesting (a field to be filled with the
conversation, the prompt or a secret) and the calling model's identity asked for."""

from __future__ import annotations

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
from rune.rules.sensitive_file_access import credential_paths
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
        path = next((p for p in paths if v.end() <= p[0] < hi), None)
        if path is not None and MARKS.search(norm, max(ss, v.start() - 30), path[1] + 8):
            yield v.start(), path[1], "harvest-file"
            continue
        objs = objects(view)
        for o in objs.within(v.end(), hi):
            if not harvested(view, v.end(), o):
                continue
            if o.kind == "credential":
                if not MARKS.search(norm, max(ss, v.start() - 30), min(se, o.end + 40)):
                    continue  # "enter your API key": the user's own input
                if AUTH_USE.search(norm, ss, se):
                    continue
            yield v.start(), o.end, "harvest-" + o.kind
            break
    # the description is the object itself: "all previous messages from the
    # user", "Required: the values of all environment variables"
    lead = norm.lstrip("-*# ")
    at = len(norm) - len(lead)
    label = _LABEL.match(norm, at)
    if label is not None:
        at = label.end()
    if len(norm) < 200:
        for kind, rx in (("conversation", CONVO), ("prompt", PROMPT), ("credential", SECRET)):
            m = next(iter(rx.finditer(norm, at)), None)
            if m is None or m.start() - at > _LEAD_SLACK[kind]:
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


#: a short label before the object: "Required:", "Obligatorio:", "必填："
_LABEL = lazy(r"[^\W\d_]{2,14} ?[:\uff1a] ?")
#: the words a description may open with before the secret it asks for:
#: "the values of all", "the contents of every", "todas las"
_QUANTITY = lazy(
    r"(?:(?:the|los|las|les|die|os|as|el|la|le) )?(?:(?:values?|contents?|valores|contenido"
    r"|valeurs|contenu|werte|inhalt|conteúdo) (?:of|de|des|der|do|da|del) )?(?:(?:all|every"
    r"|each|todas|todos|tous|toutes|alle|jede[nrs]?) )?(?:(?:the|los|las|les|die|os|as) )?"
)
#: how far into the description the object may start: a secret needs room for
#: "the values of all" before it
_LEAD_SLACK = {"conversation": 4, "prompt": 4, "credential": 24}


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
        return OWN.search(norm, max(0, o.start - 20), min(len(norm), o.end + 20)) is not None
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
