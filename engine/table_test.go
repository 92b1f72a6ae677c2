package engine

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestTableIsLargeAndConsistent(t *testing.T) {
	if n := len(Table()); n < 400 {
		t.Errorf("table has %d ingredients, want at least 400", n)
	}
	perCategory := map[string]int{}
	names := map[string]bool{}
	for _, in := range Table() {
		perCategory[in.Category]++
		if names[in.Name] {
			t.Errorf("%s: listed twice", in.Name)
		}
		names[in.Name] = true
		n := in.Per100g
		if n.SatFat > n.Fat+0.01 || n.Fiber > n.Carbs+0.01 || n.Sugar > n.Carbs+0.01 {
			t.Errorf("%s: a part exceeds its whole: %+v", in.Name, n)
		}
		if n.Protein+n.Fat+n.Carbs > 100.5 {
			t.Errorf("%s: macronutrients over 100 g per 100 g: %+v", in.Name, n)
		}
		// Hand-typed values must agree with the Atwater factors, fiber at 2 kcal/g. USDA
		// rates spices, cocoa and leavening with food-specific factors far from these,
		// and alcohol carries its own energy, so those are left out.
		atwater := 4*n.Protein + 4*(n.Carbs-n.Fiber) + 2*n.Fiber + 9*n.Fat
		exempt := in.Has(FactAlcohol) || in.Category == "spices-seasonings" || in.Name == "cocoa powder" ||
			in.Name == "baking powder" || in.Category == "herbs" && n.Fiber > 10
		if !exempt && math.Abs(atwater-n.Kcal) > 0.2*n.Kcal+25 {
			t.Errorf("%s: %.0f kcal but the macronutrients give %.0f", in.Name, n.Kcal, atwater)
		}
		if in.Roles == 0 {
			t.Errorf("%s: no cooking role", in.Name)
		}
		if in.PricePerKg < 0 {
			t.Errorf("%s: negative price", in.Name)
		}
		if got, ok := Lookup(in.Name); !ok || got != in {
			t.Errorf("Lookup(%q): got %v, want itself", in.Name, got)
		}
	}
	for _, c := range Categories {
		if perCategory[c] == 0 {
			t.Errorf("category %s has no ingredient", c)
		}
	}
}

func TestEveryNameInTheRecipeDataIsInTheTable(t *testing.T) {
	check := func(where, name string) {
		if name == "" {
			return
		}
		if _, ok := Lookup(name); !ok {
			t.Errorf("%s names %q, which is not in the table", where, name)
		}
	}
	for _, c := range cuisineProfiles {
		for _, list := range [][]string{c.aromatics, c.spices, c.sauces, c.herbs, c.garnishes, c.proteins, c.vegetables} {
			for _, n := range list {
				check(c.name, n)
			}
		}
		for _, n := range []string{c.fat, c.liquid, c.acid, c.rice, c.pasta, c.noodles, c.grain, c.bread} {
			check(c.name, n)
		}
	}
	for from, subs := range substitutes {
		check("substitutes", from)
		for _, s := range subs {
			check("substitutes of "+from, s.name)
		}
	}
	if len(cuisineProfiles) != len(Cuisines) {
		t.Errorf("%d cuisine profiles for %d cuisines", len(cuisineProfiles), len(Cuisines))
	}
}

// usdaFood is one row of SR28's ABBREV table.
type usdaFood struct {
	desc string
	n    [8]float64 // as Nutrients, in order; NaN where the table has no value
}

func readABBREV(t *testing.T) map[string]usdaFood {
	f, err := os.Open("../../shared/data/usda-sr28/ABBREV.txt")
	if err != nil {
		t.Skipf("USDA table not available: %v", err)
	}
	defer f.Close()
	out := map[string]usdaFood{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	// kcal, protein, fat, saturated fat, carbohydrate, fiber, sugar, sodium
	cols := []int{3, 4, 5, 44, 7, 8, 9, 15}
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "^")
		if len(f) < 45 {
			continue
		}
		var u usdaFood
		u.desc = f[1]
		for i, c := range cols {
			v, err := strconv.ParseFloat(f[c], 64)
			if err != nil {
				v = math.NaN()
			}
			u.n[i] = v
		}
		out[f[0]] = u
	}
	return out
}

// TestNutrientsAgreeWithUSDA compares every food that names an SR28 NDB_No. Tolerance:
// within 20% of the USDA value, or within an absolute margin for small values
// (15 kcal, 40 mg sodium, 1.5 g for the rest).
func TestNutrientsAgreeWithUSDA(t *testing.T) {
	usda := readABBREV(t)
	names := []string{"kcal", "protein", "fat", "saturated fat", "carbohydrate", "fiber", "sugar", "sodium"}
	margins := []float64{15, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 40}
	compared := 0
	for _, in := range Table() {
		if in.USDA == "" {
			continue
		}
		u, ok := usda[in.USDA]
		if !ok {
			t.Errorf("%s: NDB_No %s is not in SR28", in.Name, in.USDA)
			continue
		}
		n := in.Per100g
		mine := []float64{n.Kcal, n.Protein, n.Fat, n.SatFat, n.Carbs, n.Fiber, n.Sugar, n.Sodium}
		for i, v := range mine {
			ref := u.n[i]
			if math.IsNaN(ref) {
				continue
			}
			if math.Abs(v-ref) > math.Max(0.2*ref, margins[i]) {
				t.Errorf("%s vs SR28 %s %q: %s %g, want %g", in.Name, in.USDA, u.desc, names[i], v, ref)
			}
		}
		compared++
		t.Logf("compared %s with %s %s", in.Name, in.USDA, u.desc)
	}
	if compared < 300 {
		t.Errorf("compared %d foods, want at least 300", compared)
	}
	t.Logf("%d foods agree with SR28", compared)
}
