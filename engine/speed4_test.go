package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// foldSpelling's one-pass pre-check hides no name that holds a spelling to fold.
func TestFoldSpellingPrecheck(t *testing.T) {
	texts := []string{"", "l", "ll", "chilli", "red chillies", "greek yoghurt", "pitta bread", "chili", "gh", "hh", "tt", "g", "yoghur", "pitt"}
	for _, in := range table {
		texts = append(texts, in.Name)
		texts = append(texts, in.Aliases...)
	}
	words := []string{"chi", "lli", "l", "yog", "hurt", "g", "h", "pit", "ta", "t", " ", "a"}
	r := rand.New(rand.NewPCG(4, 4))
	for range 20000 {
		var b strings.Builder
		for k := r.IntN(6); k >= 0; k-- {
			b.WriteString(words[r.IntN(len(words))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		want := s
		if strings.Contains(s, "chilli") || strings.Contains(s, "yoghurt") || strings.Contains(s, "pitta") {
			want = spellings.Replace(s)
		}
		if got := foldSpelling(s); got != want {
			t.Errorf("foldSpelling(%q) = %q, want %q", s, got, want)
		}
	}
}

// chefLabel's pair check hides no technique word: wherever a word of chefTechniques
// occurs at a word start of a step, the step's pairSet has it.
func TestChefWordStartsKept(t *testing.T) {
	texts := []string{"Sear the beef.", "brown", "x-brown", "Sauté the onions, then deglaze", "1 roast", "(bake)", "é bake", "ébake"}
	for n := range 60 {
		req := speedRequest(n)
		if rec, err := Generate(req); err == nil {
			for _, s := range rec.Instructions {
				texts = append(texts, s.Text)
			}
		}
	}
	for _, text := range texts {
		low := lowered(text)
		starts := wordStartPairs(low)
		for _, tech := range chefTechniques {
			for _, w := range tech.words {
				for from := 0; ; {
					i := strings.Index(low[from:], w)
					if i < 0 {
						break
					}
					i += from
					if !isLetterAt(low, i-1) && !starts.has(w) {
						t.Errorf("%q: %q starts a word at %d, but the pair check says no", text, w, i)
					}
					from = i + 1
				}
			}
		}
	}
}

// A part's remembered task is the task worked out anew, and a changed part is asked anew.
func TestTaskMemo(t *testing.T) {
	for n := range 60 {
		req := speedRequest(n)
		usable, _ := sortPantry(req)
		if len(usable) == 0 {
			continue
		}
		ranked := rankDishes(&req, usable, rand.New(rand.NewPCG(1, 2)))
		if len(ranked) == 0 {
			continue
		}
		d := buildDish(&req, rand.New(rand.NewPCG(1, 2)), ranked[0], false)
		if d == nil {
			continue
		}
		d.finish()
		for p := range d.eachPart {
			kept := p.task()
			p.tasked = taskMemo{}
			if fresh := p.task(); fresh != kept {
				t.Errorf("%s: remembered task %q, worked out anew %q", p.name(), kept, fresh)
			}
			p.prep, p.grams = "diced", p.grams*3
			p.tasked.ok = true // a stale memo must not answer for the changed part
			want := func() string { q := *p; q.tasked = taskMemo{}; return q.task() }()
			if got := p.task(); got != want {
				t.Errorf("%s changed: got task %q, want %q", p.name(), got, want)
			}
		}
	}
}

// indexRare finds what strings.Index finds, from any byte of the word.
func TestIndexRareIsIndex(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	parts := []string{"the ", "a", "b", "oven", " ", "in a low oven", "Keep", ".", "é", "the broccoli", "x"}
	for range 20000 {
		var s, w strings.Builder
		for k := r.IntN(40); k >= 0; k-- {
			s.WriteString(parts[r.IntN(len(parts))])
		}
		for k := r.IntN(3); k >= 0; k-- {
			w.WriteString(parts[r.IntN(len(parts))])
		}
		text, word := s.String(), w.String()
		for _, skip := range []int{0, rarestByte(word), len(word) - 1} {
			if skip < 0 || skip >= len(word) {
				continue
			}
			if got, want := indexRare(text, word, skip), strings.Index(text, word); got != want {
				t.Fatalf("indexRare(%q, %q, %d) = %d, want %d", text, word, skip, got, want)
			}
		}
	}
}
