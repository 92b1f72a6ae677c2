package engine

import "strings"

// How a pantry line's home words are read: an amount nobody weighed ("some feta"), the
// form a package names ("a tin of tomatoes" is canned tomatoes), and what was cooked
// before ("leftover rice").

// vagueAmounts are the words for an unmeasured amount a pantry line may start with.
var vagueAmounts = []string{"a little bit of ", "a little bit ", "a little ", "a bit of ", "a bit ", "a lot of ",
	"lots of ", "loads of ", "a load of ", "plenty of ", "heaps of ", "a good amount of ", "a small amount of ",
	"a spot of ", "a dab of ", "a smidge of ", "a few bits of ", "bits of ", "some ", "any ", "enough ", "several ",
	"remaining ", "the rest of the ", "the rest of ", "half of the ", "some of the ", "a few of the "}

// dropVagueAmount takes an unmeasured amount off the front of text; ok is false when
// it starts with none.
func dropVagueAmount(text string) (string, bool) {
	low := strings.ToLower(strings.TrimSpace(text))
	for _, v := range vagueAmounts {
		if strings.HasPrefix(low, v) && len(low) > len(v) {
			return strings.TrimSpace(text)[len(v):], true
		}
	}
	return "", false
}

// preferForm moves a line to the form of its food that its words name: a tin of
// tomatoes is canned tomatoes, not fresh ones, and a bunch of coriander is the fresh
// herb, not the ground seed.
func (l *Line) preferForm(words []string) {
	if !l.Known {
		return
	}
	form := ""
	switch {
	case l.Unit == "can" || anyWordIs(words, "canned", "tinned", "tin", "can"):
		form = "canned "
	case l.Unit == "bunch" || l.Unit == "sprig" || l.Unit == "handful" || l.Unit == "leaf":
		form = "fresh "
	default:
		return
	}
	name := normalizeName(l.Name)
	cands := []string{form + name, form + l.Matched}
	if i := strings.LastIndexByte(name, ' '); i > 0 {
		cands = append(cands, form+name[i+1:])
	}
	for _, c := range cands {
		if in, ok := Lookup(c); ok && in != l.Ingredient && (form != "fresh " || in.Category == "herbs") {
			l.found(in)
			l.Note = ""
			return
		}
	}
}

// anyWordIs reports whether any of words is one of want, in any case.
func anyWordIs(words []string, want ...string) bool {
	for _, w := range words {
		for _, x := range want {
			if strings.EqualFold(w, x) {
				return true
			}
		}
	}
	return false
}

// leftoverWords say a food was cooked before: "leftover rice" is cooked rice.
var leftoverWords = map[string]bool{"leftover": true, "left-over": true, "leftovers": true}

// cookWord is the cook's own word for a pantry food where the table calls the same food
// otherwise ("spring onions" for scallion, "courgettes" for zucchini), so the recipe
// line can name both; "" where the cook's word holds the table's name or the other way
// round ("garlic cloves", "parmesan cheese"), or names another food.
func cookWord(l *Line, in *Ingredient) string {
	if l == nil || l.Note != "" || l.swapFor != "" || l.Name == "" {
		return ""
	}
	word := normalizeName(l.Name)
	table := normalizeName(in.Name)
	same := false
	for _, f := range nameForms(word) {
		if strings.Contains(f, table) || strings.Contains(table, f) {
			return ""
		}
		same = same || index[f] == in
	}
	if !same {
		return ""
	}
	return strings.ToLower(l.Name)
}

// withCookWord writes the cook's word after the food's name in a recipe line's text:
// "3 scallions (spring onions), sliced".
func withCookWord(text, name, word string) string {
	if word == "" {
		return text
	}
	forms := nameForms(word)
	one := forms[len(forms)-1] // "spring onion" beside 1 scallion, "spring onions" beside 3 scallions
	for i, n := range []string{plural(name), name, strings.TrimPrefix(name, "canned ")} {
		if at := strings.Index(text, n); at >= 0 {
			w := word // "225 g shrimp (king prawns)": weighed, the cook's word as written
			before := strings.Fields(text[:at])
			if _, counted := parseNumber(lastOf(before)); counted && i < 2 {
				w = one
				if i == 0 && plural(name) != name {
					w = plural(one)
				}
			}
			end := at + len(n)
			return text[:end] + " (" + w + ")" + text[end:]
		}
	}
	return text
}

func lastOf(words []string) string {
	if len(words) == 0 {
		return ""
	}
	return words[len(words)-1]
}
