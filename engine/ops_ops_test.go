package engine

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var showPastedFile = flag.String("pasted", "", "TestShowPasted: a file of pasted recipes, one JSON object a line")
var showPastedOps = flag.String("pastedops", "adapt:air-fryer,adapt:slow-cooker,adapt:pressure-cooker,adapt:grill,adapt:oven,adapt:stovetop,budgetify,healthify:low-sodium,healthify:vegan,tone:kid-friendly,tone:concise", "TestShowPasted: the operations to run")
var showPastedWhich = flag.String("pastedwhich", "", "TestShowPasted: only recipes whose title holds this")

// TestShowPasted prints every operation over recipes pasted as recipe sites write them,
// for reading by hand: go test ./engine -run TestShowPasted -v -pasted FILE.
func TestShowPasted(t *testing.T) {
	if *showPastedFile == "" {
		t.Skip("no -pasted file given")
	}
	f, err := os.Open(*showPastedFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var in RecipeInput
		if err := json.Unmarshal(sc.Bytes(), &in); err != nil {
			t.Fatal(err)
		}
		d := DishFrom(in)
		if *showPastedWhich != "" && !strings.Contains(strings.ToLower(d.Name), strings.ToLower(*showPastedWhich)) {
			continue
		}
		fmt.Printf("\n######## %s\n", d.Name)
		for _, op := range strings.Split(*showPastedOps, ",") {
			name, arg, _ := strings.Cut(op, ":")
			var out *Transformed
			var err error
			dd := d.clone()
			switch name {
			case "adapt":
				out, err = AdaptMethod(dd, arg)
			case "healthify":
				out = Healthify(dd, arg)
			case "budgetify":
				out = Budgetify(dd, 0)
			case "tone":
				out = RewriteTone(dd, arg)
			case "enrich":
				out = Enrich(dd)
			case "substitute":
				out, err = SuggestSubstitute(arg, Rules{}, &dd)
			}
			fmt.Printf("--- %s\n", op)
			if err != nil {
				fmt.Println("error:", err)
				continue
			}
			fmt.Print(transformedText(out))
			if out.NutritionAfter != nil && out.NutritionBefore != nil {
				fmt.Printf("  sodium %.0f -> %.0f mg\n", out.NutritionBefore.PerServing.Sodium, out.NutritionAfter.PerServing.Sodium)
			}
		}
	}
}

// opsPasted are recipes pasted as recipe sites write them, for the ops lane's tests.
var opsPasted = map[string]string{
	"parm": `{"title":"Chicken Parmesan","servings":4,"ingredients":["4 thin chicken cutlets (about 1 1/2 lb)","1/2 cup all-purpose flour","2 large eggs, beaten","1 cup Italian breadcrumbs","1/2 cup grated Parmesan cheese","1/4 cup olive oil","1 1/2 cups marinara sauce","1 1/2 cups shredded mozzarella cheese","2 tablespoons chopped fresh basil","salt and pepper to taste"],
		"instructions":["Preheat the oven to 425°F. Season the cutlets with salt and pepper.","Dredge each cutlet in flour, dip in the egg, then press into the breadcrumbs mixed with the Parmesan.","Heat the oil in a large oven-safe skillet over medium-high heat and fry the cutlets until golden, 3 minutes per side.","Spoon the marinara over the cutlets and top with the mozzarella. Bake 15 minutes, then broil 2 minutes until the cheese is bubbly and browned.","Sprinkle with basil and serve."]}`,
	"greek": `{"title":"Greek Lemon Chicken and Potatoes","servings":4,"ingredients":["8 bone-in, skin-on chicken thighs","2 lb Yukon gold potatoes, cut into wedges","1/3 cup olive oil","1/3 cup fresh lemon juice","4 cloves garlic, minced","2 teaspoons dried oregano","1 cup chicken broth","1 1/2 teaspoons salt","1/2 teaspoon black pepper","1 lemon, sliced"],
		"instructions":["Preheat the oven to 400°F.","Whisk the olive oil, lemon juice, garlic, oregano, salt and pepper in a bowl.","Arrange the potatoes and chicken in a large roasting pan and pour the lemon mixture over, turning to coat. Pour the broth around the potatoes and tuck in the lemon slices.","Roast 50 to 60 minutes, until the chicken skin is crisp and the potatoes are tender, basting halfway.","Broil for 3 minutes to crisp the skin if needed. Serve with the pan juices."]}`,
	"onions": `{"title":"Braised Beef and Onions","servings":4,"ingredients":["2 tablespoons butter","3 onions, sliced","2 lb beef chuck, cut into chunks","2 tablespoons flour","2 cups beef stock","1 tablespoon Worcestershire sauce","2 carrots, sliced","salt and pepper"],
		"instructions":["Soften the onions in the butter for 10 minutes, then lift out.","Toss the beef with the flour and brown it in the same pan over high heat.","Return the onions, add the stock and Worcestershire, cover and simmer 2 hours.","Add the carrots and cook 30 minutes more. Season."]}`,
	"kebabs": `{"title":"Grilled Chicken Kebabs","servings":4,"ingredients":["1 1/2 lb boneless skinless chicken thighs, cut into 1 1/2-inch pieces","1/4 cup olive oil","2 tablespoons lemon juice","2 cloves garlic, minced","1 teaspoon smoked paprika","1 teaspoon ground cumin","1 teaspoon salt","1 red onion, cut into chunks","1 zucchini, cut into thick rounds"],
		"instructions":["Mix the oil, lemon juice, garlic, paprika, cumin and salt and toss with the chicken. Marinate 1 hour.","Thread the chicken, onion and zucchini onto skewers.","Grill over medium-high heat, turning every few minutes, until charred and cooked through, 10 to 12 minutes."]}`,
	"chops": `{"title":"Grilled Honey Garlic Pork Chops","servings":4,"ingredients":["4 bone-in pork chops, 1 inch thick","1/4 cup honey","1/4 cup soy sauce","4 cloves garlic, minced","2 tablespoons olive oil","1 tablespoon apple cider vinegar","1/2 teaspoon black pepper"],
		"instructions":["Whisk the honey, soy sauce, garlic, oil, vinegar and pepper. Pour half over the chops and marinate 30 minutes.","Preheat the grill to medium-high and oil the grates.","Grill the chops 5 to 6 minutes per side until they reach 145°F, brushing with the reserved marinade in the last 2 minutes.","Rest 5 minutes before serving."]}`,
}

func opsPastedDish(t *testing.T, name string) Dish {
	t.Helper()
	var r RecipeInput
	if err := json.Unmarshal([]byte(opsPasted[name]), &r); err != nil {
		t.Fatal(err)
	}
	return DishFrom(r)
}

func opsAdapted(t *testing.T, name, target string) string {
	t.Helper()
	out, err := AdaptMethod(opsPastedDish(t, name), target)
	if err != nil {
		t.Fatalf("%s -> %s: %v", name, target, err)
	}
	return stepsText(out.Steps)
}

// A crumbed cutlet moved to the air fryer: thin cutlets take 8–10 minutes at 200°C,
// turned once, two to a basket; the sauce and cheese melt over them at the end, and
// no step still broils, bakes or fries in a skillet.
func TestOpsCutletsInTheAirFryer(t *testing.T) {
	text := opsAdapted(t, "parm", "air-fryer")
	for _, w := range []string{"200°C", "8–10 minutes", "turning once", "2 rounds of 2", "marinara sauce over them", "until the cheese melts"} {
		if !strings.Contains(text, w) {
			t.Errorf("parmesan -> air-fryer: want %q:\n%s", w, text)
		}
	}
	low := strings.ToLower(text)
	for _, w := range []string{"broil", "bake ", "skillet", "oven-safe", "go in with them", "goes in with them"} {
		if strings.Contains(low, w) {
			t.Errorf("parmesan -> air-fryer still says %q:\n%s", w, text)
		}
	}
	if text := opsAdapted(t, "parm", "stovetop"); !strings.Contains(text, "cover and cook over low heat") || strings.Contains(text, "go in with them") {
		t.Errorf("parmesan -> stovetop: the cheese should melt over the cutlets under a lid:\n%s", text)
	}
}

// Every method's words go with the method: the broiler's last blast is the air
// fryer's or the grill's, a basket holds no broth, and a dish moved off the grill has
// no grill to light.
func TestOpsMethodWordsMove(t *testing.T) {
	for _, target := range []string{"air-fryer", "grill"} {
		text := opsAdapted(t, "greek", target)
		if strings.Contains(strings.ToLower(text), "broil") || strings.Contains(text, "broth goes in with them") || strings.Contains(text, "pan juices") {
			t.Errorf("greek tray bake -> %s:\n%s", target, text)
		}
	}
	for _, target := range []string{"air-fryer", "oven", "stovetop"} {
		text := opsAdapted(t, "chops", target)
		if low := strings.ToLower(text); strings.Contains(low, "preheat the grill") || strings.Contains(low, "grates") {
			t.Errorf("grilled chops -> %s still lights the grill:\n%s", target, text)
		}
	}
	// Skewers grilled by a step that names no food are still the dish's cooking.
	for _, target := range []string{"air-fryer", "oven", "stovetop"} {
		if text := opsAdapted(t, "kebabs", target); !strings.Contains(text, "chicken thighs") {
			t.Errorf("kebabs -> %s cook no chicken:\n%s", target, text)
		}
	}
}

// A tray bake of chicken on the bone moves to the slow cooker as a cook would: browned,
// cooked on LOW for hours, the skin crisped under the broiler on a tray at the end
// (never the whole crock tipped into a pan).
func TestOpsTrayBakeToSlowCooker(t *testing.T) {
	text := opsAdapted(t, "greek", "slow-cooker")
	for _, w := range []string{"LOW", "brown the chicken thighs", "baking sheet, skin side up", "Broil"} {
		if !strings.Contains(text, w) {
			t.Errorf("greek tray bake -> slow-cooker: want %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "Tip the contents") || strings.Contains(text, "if needed") {
		t.Errorf("greek tray bake -> slow-cooker:\n%s", text)
	}
}

// "Soften the onions in the butter" is cooking: it moves with the pot, and the beef
// is browned before the onions go back in; "cream the softened butter" is not.
func TestOpsSoftenIsCooking(t *testing.T) {
	if !isHeatStep("Soften the onions in the butter for 10 minutes, then lift out.") || !isHeatStep("Sweat the leeks gently, covered.") {
		t.Error("soften and sweat are heat steps")
	}
	if isHeatStep("Cream the softened butter with the sugars, then beat in the eggs and vanilla.") {
		t.Error("creaming softened butter is not a heat step")
	}
	for _, target := range []string{"slow-cooker", "pressure-cooker"} {
		text := opsAdapted(t, "onions", target)
		if strings.Contains(text, "Soften the onions in the butter for 10 minutes") {
			t.Errorf("onions -> %s: the pasted softening step stays before the plan:\n%s", target, text)
		}
		if b, o := strings.Index(text, "brown the beef"), strings.Index(text, "soften the onions"); b < 0 || o < b {
			t.Errorf("onions -> %s: want the beef browned, then the onions softened:\n%s", target, text)
		}
	}
}

func init() {
	opsPasted["stirfry"] = `{"title":"Chicken and Snow Pea Stir-Fry","servings":4,"ingredients":["1 lb boneless skinless chicken breast, thinly sliced","2 tablespoons soy sauce","1 tablespoon cornstarch","2 tablespoons vegetable oil","8 oz snow peas, trimmed","1 red bell pepper, sliced","2 cloves garlic, minced","1 tablespoon grated fresh ginger","3 tablespoons oyster sauce","1 teaspoon sesame oil"],
		"instructions":["Toss the chicken with the soy sauce and cornstarch.","Heat 1 tablespoon of the oil in a wok over high heat and stir-fry the chicken until cooked through, 4 to 5 minutes; transfer to a plate.","Add the remaining oil, the snow peas and bell pepper and stir-fry 2 minutes.","Add the garlic and ginger and stir-fry 30 seconds.","Return the chicken, add the oyster sauce and sesame oil and toss 1 minute."]}`
	opsPasted["florentine"] = `{"title":"Chicken Florentine Pasta","servings":4,"ingredients":["12 oz penne","1 lb boneless skinless chicken breast, cubed","2 tablespoons olive oil","3 cloves garlic, minced","10 oz fresh baby spinach","1 cup heavy cream","1/2 cup grated Parmesan cheese","salt and pepper"],
		"instructions":["Cook the penne in salted boiling water; drain.","Heat the oil in a large skillet and cook the chicken until golden and cooked through, 7 minutes.","Add the garlic and cook 1 minute, then add the spinach a handful at a time, stirring until wilted.","Pour in the cream and simmer 3 minutes, then stir in the Parmesan.","Toss with the penne and season."]}`
	opsPasted["enchiladas"] = `{"title":"Beef Enchiladas","servings":6,"ingredients":["1 lb ground beef","1 small onion, diced","1 (1 ounce) packet taco seasoning","1 (15 ounce) can refried beans","2 (10 ounce) cans red enchilada sauce","12 (6 inch) flour tortillas","2 cups shredded Mexican blend cheese","1 (4 ounce) can diced green chiles","1/4 cup sliced black olives","sour cream, to serve"],
		"instructions":["Preheat the oven to 350°F.","Brown the beef with the onion in a skillet; drain. Stir in the taco seasoning, refried beans and green chiles.","Spread 1/2 cup enchilada sauce in a 9x13-inch baking dish.","Fill each tortilla with the beef mixture and a little cheese, roll up and set seam side down in the dish.","Pour the rest of the sauce over, top with the remaining cheese and olives and bake 20 to 25 minutes until bubbly. Serve with sour cream."]}`
	opsPasted["tuscan"] = `{"title":"Creamy Tuscan Chicken","servings":4,"ingredients":["4 boneless skinless chicken breasts","1 tablespoon olive oil","3 cloves garlic, minced","1 cup heavy cream","1/2 cup whole milk","1/2 cup chicken broth","1/2 cup grated Parmesan cheese","1/2 cup sun-dried tomatoes, chopped","2 cups fresh spinach","1 teaspoon Italian seasoning","salt and pepper"],
		"instructions":["Season the chicken with salt, pepper and Italian seasoning.","Heat the oil in a large skillet over medium-high heat and cook the chicken 6 to 7 minutes per side until no longer pink in the center. Remove.","Lower the heat, add the garlic and cook 30 seconds.","Whisk in the cream, milk, broth and Parmesan and simmer until slightly thickened, 3 minutes.","Add the sun-dried tomatoes and spinach and simmer until the spinach wilts. Return the chicken and spoon the sauce over."]}`
}

func changeTo(out *Transformed, from string) (Change, bool) {
	for _, c := range out.Changes {
		if strings.Contains(strings.ToLower(c.From), from) {
			return c, true
		}
	}
	return Change{}, false
}

// Budgetify's swaps are cooked as the cheaper food needs: the jar's sauce from tins
// is simmered first and the reason names only what the dish has; green beans get a
// green bean's time; frozen spinach is a fraction of the fresh weight, thawed and
// squeezed in a step of its own.
func TestOpsBudgetSwapsCookRight(t *testing.T) {
	out := Budgetify(opsPastedDish(t, "parm"), 0)
	if c, ok := changeTo(out, "marinara"); ok {
		if strings.Contains(c.Reason, "onion") || strings.Contains(c.Reason, "garlic") {
			t.Errorf("parmesan budgetify: the reason cites food the recipe lacks: %s", c.Reason)
		}
		if text := stepsText(out.Steps); !strings.Contains(text, "Simmer the crushed tomatoes") {
			t.Errorf("parmesan budgetify: raw crushed tomatoes spooned over:\n%s", text)
		}
	}
	out = Budgetify(opsPastedDish(t, "stirfry"), 0)
	if _, ok := changeTo(out, "snow peas"); ok {
		if text := stepsText(out.Steps); strings.Contains(text, "green beans and green bell pepper and stir-fry 2 minutes") || !strings.Contains(text, "5–6 minutes") {
			t.Errorf("stir-fry budgetify: green beans cooked a snow pea's 2 minutes:\n%s", text)
		}
	}
	out = Budgetify(opsPastedDish(t, "florentine"), 0)
	if _, ok := changeTo(out, "spinach"); ok {
		for _, l := range out.Ingredients {
			if strings.Contains(l.Text, "frozen spinach") && (l.Grams > 0.7*284 || l.Grams < 0.4*284) {
				t.Errorf("florentine budgetify: %s is %.0f g for 284 g of fresh leaves", l.Text, l.Grams)
			}
		}
		if !strings.HasPrefix(out.Steps[0].Text, "Thaw the frozen spinach") || !strings.Contains(out.Steps[0].Text, "squeeze") {
			t.Errorf("florentine budgetify: no thawing step first:\n%s", stepsText(out.Steps))
		}
	}
}

// A low-sodium enchilada bake swaps its canned sauce, most of its salt, and lands near
// a day's third of sodium a serving, not over 1,100 mg.
func TestOpsLowSodiumEnchiladaSauce(t *testing.T) {
	out := Healthify(opsPastedDish(t, "enchiladas"), "low-sodium")
	if _, ok := changeTo(out, "enchilada sauce"); !ok {
		t.Errorf("low-sodium enchiladas keep the canned sauce: %+v", out.Changes)
	}
	if s := out.NutritionAfter.PerServing.Sodium; s > 900 {
		t.Errorf("low-sodium enchiladas: %.0f mg of sodium a serving, want under 900", s)
	}
}

// A substitution refused for a diet says what it did swap and what is left.
func TestOpsVeganRefusalSaysWhatWasSwapped(t *testing.T) {
	d := opsPastedDish(t, "tuscan")
	_, err := SuggestSubstitute("whole milk", Rules{Restrictions: []string{"vegan"}}, &d)
	if err == nil {
		return // a full vegan swap is fine too
	}
	msg := err.Error()
	for _, w := range []string{"Creamy Tuscan Chicken", "vegan", "milk", "heavy cream"} {
		if !strings.Contains(msg, w) {
			t.Errorf("vegan refusal: want %q in %s", w, msg)
		}
	}
}

func init() {
	opsPasted["risotto"] = `{"title":"Mushroom Risotto","servings":4,"ingredients":["6 cups chicken stock","2 tablespoons olive oil","1 lb cremini mushrooms, sliced","1 shallot, finely chopped","1 1/2 cups Arborio rice","1/2 cup dry white wine","3 tablespoons butter","1/2 cup grated Parmesan cheese","2 tablespoons chopped parsley","salt and pepper to taste"],
		"instructions":["Warm the stock in a saucepan and keep it at a bare simmer.","Heat 1 tablespoon of the oil in a large pan and cook the mushrooms until browned, 6 minutes; set aside.","Add the rest of the oil and the shallot and cook 2 minutes. Add the rice and stir 2 minutes until the edges turn translucent.","Pour in the wine and stir until absorbed.","Add the stock a ladle at a time, stirring until each addition is absorbed before adding the next, about 20 minutes in all.","Stir in the mushrooms, butter and Parmesan, season, and add a splash of stock if it is too thick. Sprinkle with parsley."]}`
}

// The cooker takes all the stock: the finishing splash is hot water, not stock the
// cook no longer has. A kid reads "the tiniest bubble", never "a bare bubble gently".
func TestOpsNoStockLeftToSplash(t *testing.T) {
	for _, target := range []string{"pressure-cooker", "oven"} {
		text := opsAdapted(t, "risotto", target)
		if strings.Contains(text, "splash of stock") || !strings.Contains(text, "splash of hot water") {
			t.Errorf("risotto -> %s:\n%s", target, text)
		}
	}
	text := stepsText(RewriteTone(opsPastedDish(t, "risotto"), "kid-friendly").Steps)
	if strings.Contains(text, "bare bubble gently") || strings.Contains(text, "bare simmer") {
		t.Errorf("kid-friendly risotto:\n%s", text)
	}
	if out, err := AdaptMethod(opsPastedDish(t, "kebabs"), "air-fryer"); err != nil || strings.HasPrefix(out.Name, "Grilled") {
		t.Errorf("kebabs -> air-fryer: %v %+v", err, out)
	}
}
