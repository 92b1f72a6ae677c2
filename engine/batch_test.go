package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// Big batches a cook could cook: every pan holds what the steps put in it, and a step
// that names "the baking dish" names one the cook has when the equipment lists three.

// recipeVesselFoods are a recipe's lines as the pans weigh them.
func recipeVesselFoods(rec *Recipe) []vesselFood {
	var out []vesselFood
	for _, l := range rec.Ingredients {
		out = append(out, vesselFood{lowered(l.Name), l.Grams * swell(l.Name, l.Category)})
	}
	return out
}

// listedHolds is the most food the equipment's vessel of sizes holds, by the size it
// names; 0 when it names none of them.
func listedHolds(equipment []string, sizes []vesselSize) float64 {
	best := 0.0
	for _, e := range equipment {
		for _, s := range sizes {
			if strings.Contains(e, s.equipment) || strings.Contains(e, strings.Replace(s.equipment, "pot ", "pots ", 1)) {
				best = max(best, s.holds)
			}
		}
	}
	return best
}

// batchFaults are what a cook would find wrong with a big batch's pans.
func batchFaults(rec *Recipe) []string {
	var faults []string
	var texts []string
	for _, s := range rec.Instructions {
		texts = append(texts, s.Text)
	}
	all := strings.Join(texts, "\n")
	for _, e := range rec.Equipment {
		n := 0
		for i := 0; i < len(e) && e[i] >= '0' && e[i] <= '9'; i++ {
			n = n*10 + int(e[i]-'0')
		}
		if n < 2 {
			continue
		}
		for _, v := range countedVessels {
			if !strings.Contains(e, plural(v)) {
				continue
			}
			for _, one := range []string{"the " + v, "a " + v, "The " + v, "A " + v} {
				if replaceEnding(all, one, "\x00") != all {
					faults = append(faults, "equipment lists "+e+" but a step says "+one)
				}
			}
		}
	}
	pan, pot := vesselLoads(texts, recipeVesselFoods(rec))
	wok := false
	for _, e := range rec.Equipment {
		wok = wok || strings.Contains(e, "wok")
	}
	if holds := listedHolds(rec.Equipment, panSizes); !wok && holds > 0 && pan > holds*1.05 {
		faults = append(faults, "the pan holds "+fmt.Sprint(int(pan))+" g of food, more than its "+fmt.Sprint(int(holds)))
	}
	if holds := listedHolds(rec.Equipment, potSizes); holds > 0 && pot > potSizes[len(potSizes)-1].holds*1.05 {
		faults = append(faults, "the pot holds "+fmt.Sprint(int(pot))+" g of food, more than any pot")
	} else if holds > 0 && pot > holds*1.05 {
		faults = append(faults, "the pot holds "+fmt.Sprint(int(pot))+" g of food, more than its "+fmt.Sprint(int(holds)))
	}
	for _, l := range rec.Ingredients {
		if swell(l.Name, l.Category) != 2.2 || !strings.Contains(all, "pot of well-salted water") {
			continue
		}
		if pots, _ := pastaPots(pastaWater(l.Grams)); pots > 1 && !strings.Contains(all, "pots of well-salted water") {
			faults = append(faults, "the "+l.Name+" boils in one pot: "+fmt.Sprint(int(l.Grams))+" g of pasta wants "+fmt.Sprint(int(pastaWater(l.Grams)))+" litres of water")
		}
	}
	return faults
}

func TestBigBatchPansHoldTheFood(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 24))
	n := 300
	if testing.Short() {
		n = 60
	}
	seen := 0
	for i := range n {
		req := randomRequest(r)
		req.Servings = 12 + r.IntN(13)
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		seen++
		for _, f := range batchFaults(rec) {
			t.Errorf("%q serves %d (%s): %s\n%s", req.Pantry, req.Servings, rec.Title, f, stepsOf(rec))
		}
	}
	if seen < n/3 {
		t.Fatalf("only %d of %d requests made a recipe", seen, n)
	}
}

// stepsOf is a recipe's steps, one a line, for a failure message.
func stepsOf(rec *Recipe) string {
	var b strings.Builder
	b.WriteString(strings.Join(rec.Equipment, "; "))
	for _, s := range rec.Instructions {
		b.WriteString("\n  ")
		b.WriteString(s.Text)
	}
	return b.String()
}

// TestBigBatchExamples reads the batches a cook reviewed: baked pasta for 24 is two
// pots of water and three dishes, a scampi's litre of wine takes a quarter of an hour,
// a Victoria sponge for 24 is two cakes, a curry for 24 a stockpot.
func TestBigBatchExamples(t *testing.T) {
	gen := func(pantry, cuisine string, servings int) *Recipe {
		t.Helper()
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ","), Cuisine: cuisine, Servings: servings, TimeAvailable: 120})
		if err != nil {
			t.Fatal(err)
		}
		if f := batchFaults(rec); len(f) > 0 {
			t.Errorf("%s: %v", rec.Title, f)
		}
		return rec
	}
	has := func(rec *Recipe, want string) {
		t.Helper()
		if s := stepsOf(rec); !strings.Contains(s, want) {
			t.Errorf("%s: got\n%s\nwant it to say %q", rec.Title, s, want)
		}
	}
	lacks := func(rec *Recipe, bad string) {
		t.Helper()
		if s := stepsOf(rec); strings.Contains(s, bad) {
			t.Errorf("%s: got\n%s\nwant no %q", rec.Title, s, bad)
		}
	}
	pasta := gen("penne,canned tomatoes,mozzarella,onion,garlic,parmesan", "italian", 24)
	has(pasta, "divide between the 3 baking dishes")
	has(pasta, "2 large covered pots of well-salted water")
	has(pasta, "half in each pot")
	lacks(pasta, "skillet")

	scampi := gen("2 kg shrimp,garlic,butter,white wine,lemon,spaghetti,parsley", "italian", 24)
	lacks(scampi, "reduced by half, about 2 minutes")
	lacks(scampi, "30 cm (12 in) skillet")

	sponge := gen("butter,sugar,eggs,self-raising flour,jam", "british", 24)
	has(sponge, "4 23 cm (9 in) sandwich tins")
	has(sponge, "Make 2 cakes")

	curry := gen("chicken thighs,onion,garlic,coconut milk,curry paste,rice", "thai", 24)
	has(curry, "large stockpot (16 L / 16 qt)")

	soup := gen("chicken,carrots,celery,onion,potatoes,chicken stock", "american", 24)
	lacks(soup, "bring to a boil (about 5 minutes)")

	brownies := gen("dark chocolate,butter,sugar,eggs,cocoa", "american", 16)
	lacks(brownies, "large pot")

	rice := gen("kimchi,rice,eggs,scallions,soy sauce", "korean", 24)
	has(rice, "between 4 baking sheets")
	has(rice, "large pot (8 L / 8 qt) with lid")

	galette := gen("pie crust,apples,sugar,butter", "french", 6)
	lacks(galette, "2 rimmed baking sheets")

	tart := gen("puff pastry,apples,sugar,butter", "french", 12)
	has(tart, "2 rimmed baking sheets")
	has(tart, "Unroll each of the 2 sheets")

	stew := gen("chicken thighs,potatoes,carrots,red onion,rosemary", "british", 24)
	has(stew, " batches")
}

// TestBigBatchAdaptedPot: a curry for two dozen moved to the oven lists an ovenproof pot
// that holds its eleven kilos, not "a Dutch oven".
func TestBigBatchAdaptedPot(t *testing.T) {
	rec, err := Generate(Request{Pantry: strings.Split("chicken thighs,onion,garlic,coconut milk,curry paste,rice", ","), Cuisine: "thai", Servings: 24, TimeAvailable: 120})
	if err != nil {
		t.Fatal(err)
	}
	out, err := AdaptMethod(roundTrip(t, rec), "oven")
	if err != nil {
		t.Fatal(err)
	}
	eq := strings.Join(out.Equipment, "; ")
	if !strings.Contains(eq, "large ovenproof stockpot (16 L / 16 qt)") {
		t.Errorf("got equipment %q, want a 16 L ovenproof stockpot for 24 servings of curry", eq)
	}
}
