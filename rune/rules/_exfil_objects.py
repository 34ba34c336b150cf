"""data-exfiltration: the objects a string may send (secrets, the prompt, the
conversation) and the guards that tell a real send from auth boilerplate."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple, TypeVar

from rune.rules._exfil_lex import alt
from rune.rules.sensitive_file_access import credential_paths
from rune.text.grammar import Destination, Destinations, Layout, destinations
from rune.text.lazyre import lazy
from rune.text.lexicon import LEXICONS
from rune.text.normalise import TextView
from rune.text.phrases import LazyPattern, Phrases, alternation

#: the English lexicon (read from the built table: importing its module costs tens of ms)
EN = next(lex for lex in LEXICONS if lex.lang == "en")
SECRET = Phrases.of("secrets")


def ARTIFACT() -> str:
    """The guard after a prompt word: a following word that makes the prompt
    a config artifact, not the live prompt (built when a pattern ending with
    it is compiled, with only the entries that can match the text)."""
    return r"(?![ _\-]{0,4}(?:" + alternation("artifacts") + "))"


PROMPT = Phrases.of("system_prompt", suffix=ARTIFACT)
ENVVAR = lazy(
    r"(?<![\w$])\$?\{?[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:api_?key|key|token|secret|password"
    r"|passwd|pat|credentials?|access_key(?:_id)?)(?![\w])"
)
SEND_EN = LazyPattern(lambda: alternation("send_verbs", (EN,)))
SEND_OTHER = Phrases.of("send_verbs", skip=("en",))
HOSTILE = Phrases.of("hostile_verbs")
# a participle before its noun is an adjective ("leaked password databases")
PARTICIPLE = lazy(r"(?:ed|en|stole)$")
INSTRUMENT = LazyPattern(lambda: alternation("instruments") + r"[^.;!?]{0,24}$")
LOCAL = LazyPattern(lambda: alternation("local_words"))

#: the prepositions that lead to a destination, tried in this order
PREPS = ("to", "into", "onto", "towards", "toward", "via", "through", "at", "on", "@")
PREP = lazy(r"(?<![^\W_])(?:" + "|".join(PREPS) + r")(?![^\W_])")
#: the longest text :data:`PREP` can match whole (its lookarounds take no room)
PREP_LONGEST = max(map(len, PREPS))
PRONOUN = LazyPattern(lambda: rf" ?(?:{alt('pronouns')}) ?(?:(?:{alt('pronoun_tails')}) ?)?")
# the secret is how a request authenticates, not what it carries
AUTH_USE = LazyPattern(lambda: alt("auth_use"))
REQUEST_TAIL = LazyPattern(lambda: alt("request_tail"))
AMBIGUOUS = frozenset({"store", "storage", "backup", "cache", "drive", "archive", "vault",
                        "bucket", "stores", "backups", "drives", "archives", "vaults"})  # fmt: skip
REMOTE_NOUN = frozenset({"server", "servers", "share", "host", "service", "endpoint", "api",
                          "site", "url", "webhook", "collector", "bucket", "storage", "cloud",
                          "transfer", "upload", "sharing"})  # fmt: skip
DESCRIBE = frozenset({"described", "documented", "explained", "detailed", "outlined", "listed",
                       "shown", "specified", "defined", "referenced", "see", "docs",
                       "documentation", "per", "explains", "describes"})  # fmt: skip
WORDS = lazy(r"[^\W_]+")
RELATIVE = Phrases.of("relative")
CONVO = Phrases.of("conversation")
PASSIVE = Phrases.of("passive")
ORDER = Phrases.of("order_cues", "addressee")
# a third-person verb describes what the tool does; an order uses the base form
THIRD = lazy(r"(?:[^s]s|ed|ing)$")
FILL = Phrases.of("fill_verbs")
MARKS = Phrases.of("harvest_marks")
WHOLE = Phrases.of("whole")
OWN = lazy(r"(?<![^\W_])(?:your|you|yourself|its)(?![^\W_])")
HARVEST_REACH = 80  # how far after its fill verb the harvested object may sit
# an address that takes a credential to authenticate: the provider's token,
# OAuth, login or session endpoint (URL shapes are the same in every language)
AUTH_ENDPOINT = lazy(
    r"(?:^|[/.])(?:oauth2?|token|tokens|auth|authorize|login|signin|sts|accounts|session"
    r"|sessions|openid-connect)(?:[/.?#:]|$)"
)

IMAGE_LABEL = 300
IMAGE_URL = 600
# a slot name: an identifier, never a dotfile or a path ("in `.env`" is a file)
_NAME = r"[\w\-]{1,40}"
_Q = "['\"`]"
_ART = r"(?:[^\W\d_]{1,5} )?"  # an article or a short determiner


def _smuggle() -> str:
    verbs, preps, toward, nouns = (
        f"(?:{alt(f)})" for f in ("slot_verbs", "slot_preps", "slot_toward", "slot_nouns")
    )
    return (
        f"{verbs}(?P<obj> [^.;!?]{{1,80}}?) (?:{preps} {_ART}(?:{_Q}(?P<qp>{_NAME}){_Q}"
        f"|{_Q}?(?P<up>{_NAME}){_Q}? {nouns}|{nouns} {_Q}?(?P<np>{_NAME}){_Q}?)"
        f"|{toward} {_ART}(?:{_Q}?(?P<tp>{_NAME}){_Q}? {nouns}"
        f"|{nouns} {_Q}?(?P<tq>{_NAME}){_Q}?))"
    )


#: a secret put into an argument slot: the verb, its object, then a quoted slot
#: after a container preposition, or a slot a slot noun names
SMUGGLE = LazyPattern(_smuggle)
SMUGGLE_GROUPS = ("qp", "up", "np", "tp", "tq")
SLOT_NOUN = LazyPattern(lambda: alt("slot_nouns"))
SLOT_VERB = LazyPattern(lambda: alt("slot_verbs"))
#: a negation between the slot verb and its object: the second half of a
#: split negation ("n'écrivez pas de mot de passe dans le champ")
NEGATION = LazyPattern(lambda: alternation("negations"))
#: a slot in a language written without spaces: a quoted name beside a slot noun
SLOT_DENSE = LazyPattern(
    lambda: (
        f"{_Q}(?P<qp>{_NAME}){_Q} ?(?:{alt('slot_nouns')})"
        f"|(?:{alt('slot_nouns')}) ?{_Q}(?P<np>{_NAME}){_Q}"
    )
)
# the verb is the user's own later action, not an order to the model: "copies the
# key to your clipboard so you can paste it into <url>", "lets you upload it to"
USER_ACTS = LazyPattern(lambda: "(?:" + alternation("user_acts") + r") (?:\w+ ){0,2}$")
# a send verb under a stealth adverb: "silently include the key in every request
# sent to <url>"; auth boilerplate is never covert, so its exemptions do not apply
COVERT = LazyPattern(
    lambda: (
        "(?:"
        + alternation("stealth")
        + r") (?:(?:also|always|then|just) )?(?:"
        + alternation("send_verbs", (EN,))
        + ")"
    )
)
FROM = LazyPattern(lambda: alternation("source_words"))
SLOT_QUOTES = ("'", '"', "`")
SLOT_FOR_SECRET = lazy(r"key|token|secret|auth|pass|credential|bearer|header|cookie|api")
IDENTITY_FIELD = LazyPattern(lambda: alt("identity_fields"))
IDENTITY = LazyPattern(lambda: alt("identity_ask"))
#: an indefinite article right before an object: "a session transcript" is a
#: sample document, not this conversation
INDEFINITE = LazyPattern(lambda: rf"(?:{alt('indefinite')}) ?$")

LOOKBACK = 300  # how far back a pronoun looks for its secret, in characters


T = TypeVar("T")

#: False: every question about a span is asked afresh, as before the answers
#: were kept (what the equivalence tests compare with)
MEMO = True


class Obj(NamedTuple):
    start: int
    end: int
    kind: str  # "credential", "prompt" or "conversation"


class Objs:
    """The objects of one string, sorted, searchable by offset."""

    def __init__(self, items: list[Obj]) -> None:
        self.items = sorted(items, key=lambda o: o.start)
        self.starts = [o.start for o in self.items]
        self._asked: dict[tuple[str, int, int], Any] = {}

    def once(self, question: str, lo: int, hi: int, answer: Callable[[int, int], T]) -> T:
        """``answer(lo, hi)``, kept under *question*: a finder that asks the
        same of a whole sentence or clause for each match in it pays once per
        sentence, not once per match, so a long sentence full of matches costs
        linear time. The answer must depend only on the string, these objects
        and the span (put anything else it reads into *question*)."""
        if not MEMO:
            return answer(lo, hi)
        key = (question, lo, hi)
        asked = self._asked
        if key in asked:
            got: T = asked[key]
            return got
        got = asked[key] = answer(lo, hi)
        return got

    def __bool__(self) -> bool:
        return bool(self.items)

    def within(self, lo: int, hi: int) -> Iterator[Obj]:
        """Objects starting in ``[lo, hi)``, in order."""
        items = self.items
        for k in range(bisect_left(self.starts, lo), len(items)):
            if items[k].start >= hi:
                return
            yield items[k]

    def last_before(self, lo: int, hi: int) -> Iterator[Obj]:
        """Objects starting in ``[lo, hi)``, nearest to *hi* first."""
        k = bisect_left(self.starts, hi) - 1
        while k >= 0 and self.items[k].start >= lo:
            yield self.items[k]
            k -= 1


def objects_needed(norm: str, dests: Destinations) -> bool:
    return (
        dests.has_external
        or HOSTILE.search(norm)
        or (
            slot_hinted(norm)
            and (
                SMUGGLE.search(norm) is not None
                or (not norm.isascii() and SLOT_DENSE.search(norm) is not None)
            )
        )
    )


def objects(view: TextView) -> Objs:
    return view.memo("exfil.objects", lambda: find_objects(view))


def find_objects(view: TextView) -> Objs:
    norm = view.norm
    out = [Obj(m.start(), m.end(), "credential") for m in SECRET.finditer(norm)]
    out += [Obj(m.start(), m.end(), "prompt") for m in PROMPT.finditer(norm)]
    out += [Obj(s, e, "credential") for s, e in credential_paths(view)]
    out += [Obj(m.start(), m.end(), "conversation") for m in CONVO.finditer(norm)]
    if "_" in norm:
        for m in ENVVAR.finditer(norm):
            s, e = view.span(m.start(), m.end())
            if view.original[s:e].isupper():
                out.append(Obj(m.start(), m.end(), "credential"))
    return Objs(out)


#: a cloud-storage URL (Amazon S3, Google Cloud Storage, Azure Blob and Data
#: Lake, Cloudflare R2, Alibaba OSS, Tencent COS, Backblaze B2): a bucket is
#: somewhere else, as an http(s) URL is; the scheme is the same in every language
BUCKET_URL = lazy(
    r"(?<![a-z0-9.+\-])(?:s3[an]?|gs|gcs|az|abfss?|wasbs?|adl|r2|oss|cos|b2)://"
    r"[a-z0-9][^\s()<>{}\"'`,;|\u3001\u3002\uff0c]*"
)
_BUCKET_END = ".:!?]*"


def exfil_destinations(view: TextView) -> Destinations:
    """Where a secret could be sent, for this rule: the grammar's
    destinations, and cloud-storage URLs (``s3://bucket/key``,
    ``gs://...``, ``abfss://...``), each external, so a bucket takes the
    place of a URL with every guard of the grammar unchanged. A bucket URL
    that overlaps a destination the grammar found is left to it."""

    def build() -> Destinations:
        base = destinations(view)
        norm = view.norm
        if "://" not in norm:
            return base
        extra = []
        for m in BUCKET_URL.finditer(norm):
            end = m.start() + len(m.group().rstrip(_BUCKET_END))
            # the grammar's destinations are sorted and disjoint: only the
            # last one starting before this URL's end can overlap it
            k = bisect_left(base.starts, end) - 1
            if k < 0 or base.items[k].end <= m.start():
                extra.append(Destination(m.start(), end, "url", True))
        if not extra:
            return base
        return Destinations(sorted((*base.items, *extra), key=lambda d: d.start))

    return view.memo("exfil.destinations", build)


def inside_destination(dests: Destinations, i: int) -> bool:
    """Norm offset *i* lies inside one of *dests* (sorted by start and never
    overlapping, as :func:`~rune.text.grammar.destinations` finds them: one
    per chunk of text), by binary search."""
    k = bisect_right(dests.starts, i) - 1
    return k >= 0 and dests.items[k].end > i


def instrument(norm: str, lo: int, at: int) -> bool:
    """The secret at *at* is preceded, within its phrase, by with/using/via."""
    return INSTRUMENT.search(norm, max(lo, at - 40), at) is not None


def direct_object(norm: str, objs: Objs, obj: tuple[int, int]) -> Obj | None:
    lo, hi = obj
    for o in objs.within(lo, hi):
        if o.end > hi or instrument(norm, lo, o.start):
            continue
        if o.kind == "credential" and REQUEST_TAIL.search(norm, o.end, hi):
            continue
        if FROM.search(norm, o.end, hi):
            continue  # "copy the key from your dashboard at <url>": the URL is the source
        if RELATIVE.search(norm, lo, o.start):
            continue  # "a phishing email that asked for the password": described, not sent
        if o.kind == "credential" and AUTH_USE.search(norm, lo, hi):
            continue
        return o
    return None


def pronoun_antecedent(
    norm: str, lay: Layout, objs: Objs, obj: tuple[int, int], verb: int, cs: int
) -> Obj | None:
    lo, hi = obj
    if hi - lo > 60 or PRONOUN.fullmatch(norm[lo:hi]) is None:
        return None
    if AUTH_USE.search(norm, max(cs, lo - LOOKBACK), hi) is not None:
        return None
    ss = max(lay.sentence(verb)[0], verb - LOOKBACK)
    best = None
    for o in objs.last_before(ss, verb):
        if o.kind == "credential" and not instrument(norm, ss, o.start):
            best = o
            break
    if best is not None and AUTH_USE.search(norm, best.start, verb) is not None:
        return None
    return best


def ordered(view: TextView, lay: Layout, v: re.Match[str]) -> bool:
    """The send verb at *v* is an order (base form, or under a modal or an
    address to the model), not a description of what the tool does."""
    said = v.group()
    if not (said.isascii() and THIRD.search(said)):
        return True
    ss = lay.sentence(v.start())[0]
    # the end is the verb's: "the assistant relays" addresses the model
    return ORDER.search(view.norm, max(ss, v.start() - 40), v.end())


def auth_endpoint(norm: str, dest: Destination) -> bool:
    """The destination is a provider's token, OAuth or login endpoint."""
    if dest.kind != "url":
        return False
    url = norm[dest.start : dest.end]
    rest = url.split("://", 1)[-1]
    return AUTH_ENDPOINT.search(rest) is not None


def local_recipient(text: str) -> bool:
    words = WORDS.findall(text)
    if not words:
        return False
    describing = any(w in DESCRIBE for w in words)
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if nxt in REMOTE_NOUN:
            continue
        if LOCAL.fullmatch(w):
            return True
        if w in AMBIGUOUS and describing:
            return True
    return False


def slot_hinted(norm: str) -> bool:
    """*norm* can name an argument slot: a quote, or a slot noun."""
    return any(c in norm for c in SLOT_QUOTES) or SLOT_NOUN.search(norm) is not None
