package engine

import (
	"strings"
	"testing"
	"unicode"
)

// mayHoldShare is the four strings.Contains it stands for.
func TestMayHoldShare(t *testing.T) {
	for _, text := range []string{"", "f ", "half", "half ", "behalf of", "all but", "all but ", "the rest of the oil", "the rest of", "rest of ", "the last of the", "of the last of ", "stir in half the peas", "leaf of beef ", "all butter", "x all but y"} {
		want := strings.Contains(text, "all but ") || strings.Contains(text, "the rest of ") || strings.Contains(text, "the last of ") || strings.Contains(text, "half ")
		if got := mayHoldShare(text); got != want {
			t.Errorf("mayHoldShare(%q) = %v, want %v", text, got, want)
		}
	}
}

// lowerWords splits as strings.FieldsFunc over strings.ToLower does.
func TestLowerWordsASCII(t *testing.T) {
	for _, text := range []string{"", " ", "Brown the BEEF, 8 minutes.", "a", "x-y", "Sauté onions", "74°C / 165°F", "end word", "  two  spaces  "} {
		got, want := lowerWords(text), strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) })
		if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Errorf("lowerWords(%q) = %q, want %q", text, got, want)
		}
	}
}

// occursFree looking from its rarest byte finds what a scan from the first does.
func TestOccursFreeFromRarest(t *testing.T) {
	texts := []string{"brown the beef chuck in the oil; add the beef broth and the beef", "the onions and the green onions", "beefs beef", "stir in the peas, the split peas and chickpeas", "xbeef beefy roast beef", ""}
	names := []string{"beef", "beef broth", "beef chuck", "onion", "green onion", "peas", "pea", "split peas", "chickpeas", "b", "roast beef", "y"}
	slow := func(lower, name string, protect []string) bool {
		for i := strings.Index(lower, name); i >= 0; {
			if !isLetterAt(lower, i-1) && matchAt(lower, i, []string{name}) > 0 && !covered(lower, i, len(name), protect) {
				return true
			}
			j := strings.Index(lower[i+1:], name)
			if j < 0 {
				return false
			}
			i += 1 + j
		}
		return false
	}
	for _, text := range texts {
		for _, n := range names {
			for _, protect := range [][]string{nil, names} {
				if got, want := occursFree(text, n, protect), slow(text, n, protect); got != want {
					t.Errorf("occursFree(%q, %q, %v) = %v, want %v", text, n, protect != nil, got, want)
				}
			}
		}
	}
}

// containsRare is strings.Contains.
func TestContainsRare(t *testing.T) {
	long := strings.Repeat("simmer the stew, stirring now and then; ", 3)
	for _, s := range []string{"", "discard", "then discard the bay leaves", long, long + "discard", long + "pick out the bay", "remove the bay" + long} {
		for _, w := range []struct {
			word string
			skip int
		}{{"fish out", 0}, {"discard", 3}, {"pick out", 3}, {"lift out the bay", 2}, {"remove the bay", 4}} {
			if got, want := containsRare(s, w.word, w.skip), strings.Contains(s, w.word); got != want {
				t.Errorf("containsRare(%q, %q) = %v, want %v", s, w.word, got, want)
			}
		}
	}
}

// mentionKeys reads an ASCII name as lowerWords splits it.
func TestMentionKeysASCII(t *testing.T) {
	for _, food := range []string{"", "Beef Chuck", "2 celery ribs", "extra-virgin olive oil", "peas", "a", "Jalapeños", "salt & pepper"} {
		var want []string
		for _, fw := range lowerWords(food) {
			if mentionKey(fw) {
				want = append(want, strings.TrimSuffix(fw, "s"))
			}
		}
		if got := mentionKeys(food); strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Errorf("mentionKeys(%q) = %q, want %q", food, got, want)
		}
	}
}

// mentionsAny finds in an ASCII step what splitting it into words finds.
func TestMentionsAnyIsWordsMention(t *testing.T) {
	for _, d := range speedCookbook(t) {
		for _, s := range d.Steps {
			for _, it := range d.Items {
				foods := []string{it.Display, it.Name}
				if got, want := mentionsAny(s.Text, foods), wordsMention(lowerWords(s.Text), foods); got != want {
					t.Errorf("%q in %q: got %v, want %v", foods, s.Text, got, want)
				}
			}
		}
	}
	for _, c := range []struct{ text, food string }{{"Add the Peas.", "peas"}, {"peasant bread", "peas"}, {"the eggs", "egg"}, {"s s", "s"}, {"chickpeas", "peas"}} {
		if got, want := mentionsAny(c.text, []string{c.food}), wordsMention(lowerWords(c.text), []string{c.food}); got != want {
			t.Errorf("%q in %q: got %v, want %v", c.food, c.text, got, want)
		}
	}
}
