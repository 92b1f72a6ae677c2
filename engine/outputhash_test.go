package engine

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"hash"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
)

// TestOutputHash is a guard for work that must not change any output (speed work): it
// runs a fixed sample of pseudo-random generate requests and every operation with every
// field value over their results, and prints one SHA-256 of all the JSON. The same
// commit's hash before and after a refactor must be identical. Skipped unless asked:
//
//	LARDER_OUTPUT_HASH=2000 go test ./engine -run TestOutputHash -v -count=1
//
// LARDER_OUTPUT_DUMP=file also writes each output on a line, to diff two runs.
func TestOutputHash(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("LARDER_OUTPUT_HASH"))
	if err != nil || n <= 0 {
		t.Skip("set LARDER_OUTPUT_HASH=N to hash N requests' outputs")
	}
	h := sha256.New()
	var dump *os.File
	if p := os.Getenv("LARDER_OUTPUT_DUMP"); p != "" {
		if dump, err = os.Create(p); err != nil {
			t.Fatal(err)
		}
		defer dump.Close()
	}
	out := func(label string, v any, err error) {
		b, merr := json.Marshal(v)
		if merr != nil {
			t.Fatalf("%s: %v", label, merr)
		}
		line := label + "\t" + string(b)
		if err != nil {
			line += "\terror: " + err.Error()
		}
		h.Write([]byte(line))
		h.Write([]byte{'\n'})
		if dump != nil {
			fmt.Fprintln(dump, line)
		}
	}
	r := rand.New(rand.NewPCG(2026, 8))
	var dishes []Dish
	for _, name := range slices.Sorted(maps.Keys(cookbook)) {
		var in RecipeInput
		if err := json.Unmarshal([]byte(cookbook[name]), &in); err != nil {
			t.Fatal(err)
		}
		dishes = append(dishes, DishFrom(in))
	}
	for i := range n {
		req := hashRequest(r)
		for _, p := range req.Pantry {
			out("line", ParseLine(p), nil)
		}
		rec, err := Generate(req)
		out(fmt.Sprintf("generate %d %+v", i, req), rec, err)
		if err == nil {
			dishes = append(dishes, hashRoundTrip(t, rec))
		}
	}
	for i, d := range dishes {
		hashOps(t, r, h, out, fmt.Sprint(i), d)
	}
	t.Logf("%d requests, %d dishes: sha256 %x", n, len(dishes), h.Sum(nil))
}

// hashOps runs every operation with every field value on d, and once more on one of its
// results (clients chain them), then hashes d itself: no operation may change its input.
func hashOps(t *testing.T, r *rand.Rand, h hash.Hash, out func(string, any, error), label string, d Dish) {
	before, _ := json.Marshal(d)
	var chain []*Transformed
	keep := func(x *Transformed, err error) {
		if err == nil && x != nil {
			chain = append(chain, x)
		}
	}
	for _, tone := range Tones {
		x := RewriteTone(d, tone)
		out(label+" tone "+tone, x, nil)
		keep(x, nil)
	}
	for _, target := range []float64{0, 0.5 + r.Float64()*6} {
		x := Budgetify(d, target)
		out(fmt.Sprintf("%s budget %.3f", label, target), x, nil)
		keep(x, nil)
	}
	for _, f := range HealthFocuses {
		x := Healthify(d, f)
		out(label+" health "+f, x, nil)
		keep(x, nil)
	}
	for _, m := range Methods {
		x, err := AdaptMethod(d, m)
		out(label+" adapt "+m, x, err)
		keep(x, err)
	}
	for _, it := range d.Items {
		if !it.Known {
			continue
		}
		var rules Rules
		for range r.IntN(3) {
			rules.Restrictions = append(rules.Restrictions, Restrictions[r.IntN(len(Restrictions))])
		}
		for range r.IntN(3) {
			rules.Allergies = append(rules.Allergies, Allergens[r.IntN(len(Allergens))])
		}
		name := it.Ingredient.Name
		if r.IntN(2) == 0 {
			name = it.Text
		}
		x, err := SuggestSubstitute(name, rules, &d)
		out(fmt.Sprintf("%s substitute %q %v", label, name, rules), x, err)
		keep(x, err)
		x, err = SuggestSubstitute(name, rules, nil)
		out(fmt.Sprintf("%s substitute-only %q %v", label, name, rules), x, err)
	}
	out(label+" enrich", Enrich(d), nil)
	after, _ := json.Marshal(d)
	if string(before) != string(after) {
		t.Fatalf("%s: an operation changed its input dish", label)
	}
	if len(chain) > 0 && len(label) < 12 {
		c := chain[r.IntN(len(chain))]
		hashOps(t, r, h, out, label+" chained", hashRoundTrip(t, c))
	}
}

func hashRoundTrip(t *testing.T, v any) Dish {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var in RecipeInput
	if err := json.Unmarshal(b, &in); err != nil {
		t.Fatal(err)
	}
	return DishFrom(in)
}

// hashRequest draws a request the way clients send them: foods by name or alias, some
// with amounts, some unknown words, any rules, time, skill and meal.
func hashRequest(r *rand.Rand) Request {
	t := Table()
	var pantry []string
	for range 1 + r.IntN(8) {
		in := t[r.IntN(len(t))]
		switch k := r.IntN(12); {
		case k == 0:
			pantry = append(pantry, []string{"unicorn tears", "mystery meat", "xyzzy", "beef", "cheese", "noodles"}[r.IntN(6)])
		case k <= 3:
			for !in.Is(RoleProtein) {
				in = t[r.IntN(len(t))]
			}
			pantry = append(pantry, in.Name)
		case k <= 6:
			for !in.Is(RoleVegetable) {
				in = t[r.IntN(len(t))]
			}
			pantry = append(pantry, in.Name)
		case k == 7:
			pantry = append(pantry, fmt.Sprintf("%d g %s", 50*(1+r.IntN(20)), in.Name))
		default:
			name := in.Name
			if len(in.Aliases) > 0 && r.IntN(2) == 0 {
				name = in.Aliases[r.IntN(len(in.Aliases))]
			}
			pantry = append(pantry, name)
		}
	}
	req := Request{Pantry: pantry, Servings: r.IntN(13), Variation: r.IntN(4)}
	if r.IntN(2) == 0 {
		req.Cuisine = Cuisines[r.IntN(len(Cuisines))]
	}
	for range r.IntN(3) {
		req.Rules.Restrictions = append(req.Rules.Restrictions, Restrictions[r.IntN(len(Restrictions))])
	}
	for range r.IntN(2) {
		req.Rules.Allergies = append(req.Rules.Allergies, Allergens[r.IntN(len(Allergens))])
	}
	if r.IntN(2) == 0 {
		req.TimeAvailable = 10 + r.IntN(110)
	}
	if k := r.IntN(4); k < 3 {
		req.Skill = SkillLevels[k]
	}
	if r.IntN(3) == 0 {
		req.Meal = Meals[r.IntN(len(Meals))]
	}
	return req
}
